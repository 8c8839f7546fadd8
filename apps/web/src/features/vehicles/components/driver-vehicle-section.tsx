import { useEffect, useState } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHistory, IconLinkOff, IconMail, IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VehicleListItem } from '@fleetwatt/shared';
import { UpgradeBadge } from '../../../components/ui/upgrade-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useCreateConnectLink } from '../api/create-connect-link.ts';
import { useDriverConnection } from '../api/get-driver-connection.ts';
import { useRefreshConnection } from '../api/refresh-connection.ts';
import { useSendConnectionInvite } from '../api/send-connection-invite.ts';
import { CarDataState } from '../../../components/ui/car-data-state.tsx';
import { ChargingBadge, ConnectionBadge, LastSeen, connectionOf, vehicleName } from './vehicle-badges.tsx';
import { VehicleDisconnectDialog } from './vehicle-disconnect-dialog.tsx';
import { VehicleHistoryDialog, type HistoryTarget } from './vehicle-history-dialog.tsx';

/** How long the section keeps asking whether the consent in the new tab went through. */
const WAIT_MS = 5 * 60_000;

export interface DriverVehicleSectionProps {
  driverId: string;
}

/**
 * The driver's connected car on the driver page: status, the car's latest values and history, and
 * the actions: connect (the provider's consent page in a new tab), refresh, disconnect, reconnect,
 * send invite.
 */
export function DriverVehicleSection({ driverId }: DriverVehicleSectionProps) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const connection = useDriverConnection(driverId, { waiting: waitingSince !== null });
  const link = useCreateConnectLink();
  const refresh = useRefreshConnection();
  const invite = useSendConnectionInvite();
  const [disconnecting, setDisconnecting] = useState(false);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const data = connection.data;

  useEffect(() => {
    if (waitingSince === null) return;
    if (data?.status === 'CONNECTED' && data.connectedAt && new Date(data.connectedAt).getTime() >= waitingSince - 60_000) setWaitingSince(null);
    const timer = setTimeout(() => setWaitingSince(null), WAIT_MS - (Date.now() - waitingSince));
    return () => clearTimeout(timer);
  }, [data, waitingSince]);

  const connect = async () => {
    // The tab opens at the click, so no pop-up blocker stops it; it goes to the link once it is there.
    const tab = window.open('', '_blank');
    if (!tab) {
      notifyError(t('driver.popupBlocked'));
      return;
    }
    try {
      const { url } = await link.mutateAsync(driverId);
      tab.opener = null;
      tab.location.href = url;
      setWaitingSince(Date.now());
    } catch (error) {
      tab.close();
      notifyError(error, t('driver.connectFailed'));
    }
  };

  const runRefresh = async () => {
    try {
      await refresh.mutateAsync(driverId);
      notifySuccess(t('driver.refreshed'));
    } catch (error) {
      notifyError(error, t('driver.refreshFailed'));
    }
  };

  const sendInvite = async () => {
    try {
      const sent = await invite.mutateAsync(driverId);
      if (sent.status === 'FAILED') notifyError(t('driver.inviteFailed'));
      else notifySuccess(t('driver.inviteSent', { email: sent.email }));
    } catch (error) {
      notifyError(error, t('driver.inviteFailed'));
    }
  };

  // A driver the caller may not see: the page above already says so.
  if (connection.error instanceof ApiError && connection.error.status === 404 && !data) return null;

  let body;
  if (connection.error && !data) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(connection.error)}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Center py="md">
        <Loader role="status" size="sm" aria-label={t('driver.title')} />
      </Center>
    );
  } else {
    const connected = data.status === 'CONNECTED';
    const locked = !data.canConnect;
    body = (
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('driver.status')}
          </Text>
          <ConnectionBadge status={data.status} />
          {connected && data.connectedAt && (
            <Text size="sm" c="dimmed">
              {t('driver.since', { date: format.date(data.connectedAt) })}
            </Text>
          )}
          {!connected && data.disconnectedAt && (
            <Text size="sm" c="dimmed">
              {t('driver.disconnectedSince', { date: format.date(data.disconnectedAt) })}
            </Text>
          )}
          {locked && <UpgradeBadge />}
        </Group>
        {data.status === 'NONE' && <Text size="sm">{t('driver.none')}</Text>}
        {data.status === 'EXPIRED' && (
          <Alert color="orange" variant="light">
            {t('driver.expired')}
          </Alert>
        )}
        {waitingSince !== null && !connected && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('driver.waiting')}</Text>
          </Group>
        )}
        {data.vehicles.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {data.vehicles.map((v) => (
              <VehicleCard key={v.id} vehicle={v} onHistory={() => setHistory({ id: v.id, name: vehicleName(v) })} />
            ))}
          </SimpleGrid>
        )}
        <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('driver.title')}>
          {!connected && (
            <Tooltip label={t('driver.upgrade')} disabled={!locked}>
              <Button
                size="sm"
                leftSection={<IconPlugConnected size={16} aria-hidden />}
                disabled={locked}
                loading={link.isPending}
                onClick={() => void connect()}
              >
                {data.status === 'NONE' ? t('driver.connect') : t('driver.reconnect')}
              </Button>
            </Tooltip>
          )}
          {connected && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              disabled={locked}
              loading={refresh.isPending}
              onClick={() => void runRefresh()}
            >
              {t('driver.refresh')}
            </Button>
          )}
          {!connected && (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconMail size={16} aria-hidden />}
              disabled={locked}
              loading={invite.isPending}
              onClick={() => void sendInvite()}
            >
              {t('driver.invite')}
            </Button>
          )}
          {connected && (
            <Button size="sm" variant="light" color="red" leftSection={<IconLinkOff size={16} aria-hidden />} onClick={() => setDisconnecting(true)}>
              {t('driver.disconnect')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('driver.title')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('driver.title')}
        </Title>
        {body}
      </Stack>
      <VehicleDisconnectDialog driver={disconnecting && data ? { id: driverId, name: data.driverName } : null} onClose={() => setDisconnecting(false)} />
      <VehicleHistoryDialog vehicle={history} onClose={() => setHistory(null)} />
    </Paper>
  );
}

function VehicleCard({ vehicle: v, onHistory }: { vehicle: VehicleListItem; onHistory: () => void }) {
  const { t } = useTranslation('vehicles');
  const format = useFormat();
  const name = vehicleName(v);
  return (
    <Paper withBorder radius="sm" p="sm" aria-label={name} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} size="sm" style={{ minWidth: 0 }}>
            {name}
          </Text>
          {/* The name wraps; the badge keeps its whole word. */}
          <Box style={{ flexShrink: 0 }}>
            <ConnectionBadge status={connectionOf(v)} />
          </Box>
        </Group>
        <Group gap="md" wrap="wrap">
          <ChargingBadge status={v.chargingStatus} />
          <Text size="sm">{format.km(v.odometerKm)}</Text>
          {v.batteryPercent !== null && (
            <Text size="sm">
              {`${v.batteryPercent} %`}
              {v.batteryRangeKm !== null && (
                <Text span size="xs" c="dimmed">{` · ${t('range', { km: format.km(v.batteryRangeKm) })}`}</Text>
              )}
            </Text>
          )}
        </Group>
        <Group justify="space-between" align="flex-end">
          <LastSeen at={v.lastSeenAt} />
          <CarDataState state={v.dataState} />
          <Button size="compact-sm" variant="subtle" leftSection={<IconHistory size={14} aria-hidden />} onClick={onHistory}>
            {t('history.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
