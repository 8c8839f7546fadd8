import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONNECT_TRIAL_DAYS, type FleetMonitorAccess } from '@fleetwatt/shared';
import { UpgradeBadge } from '../../../components/ui/upgrade-badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** Spec section 6: without CarApi the fleet monitor shows the upgrade badge, and the trial while it is unused. */
export function FleetMonitorUpgrade({ access, onStartTrial, starting }: { access: FleetMonitorAccess; onStartTrial: () => void; starting: boolean }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  return (
    <Alert color="orange" variant="light" icon={<IconLock size={20} />} title={t('upgrade.title')}>
      <Stack gap="sm" align="flex-start">
        <UpgradeBadge />
        <Text size="sm">{t('upgrade.required')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('upgrade.points.rows')}</List.Item>
          <List.Item>{t('upgrade.points.forecast')}</List.Item>
          <List.Item>{t('upgrade.points.home')}</List.Item>
        </List>
        {access.canStartTrial ? (
          <Group gap="sm">
            <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onStartTrial} loading={starting}>
              {t('trial.start', { days: CONNECT_TRIAL_DAYS })}
            </Button>
            <Text size="xs" c="dimmed">
              {t('trial.once')}
            </Text>
          </Group>
        ) : (
          access.trialEndsAt && (
            <Text size="sm" c="dimmed">
              {t('trial.ended', { date: format.date(access.trialEndsAt) })}
            </Text>
          )
        )}
      </Stack>
    </Alert>
  );
}
