import { useState } from 'react';
import { Anchor, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WallboxDetail } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { MONTH_PARAM, YEAR_PARAM } from '../../../lib/use-month-year.ts';
import { useDeleteWallbox } from '../api/delete-wallbox.ts';
import { useWallbox } from '../api/get-wallbox.ts';
import { WallboxEditDialog } from './wallbox-edit-dialog.tsx';
import { WallboxInstructions } from './wallbox-instructions.tsx';
import { VerificationBadge, WallboxStatusBadge } from './wallbox-status-badge.tsx';

/** The sessions page at the driver's sessions of the month (UTC) a transaction began in. */
function sessionsOf(driverId: string, startedAt: string) {
  const at = new Date(startedAt);
  const query = new URLSearchParams({ driverId, [YEAR_PARAM]: String(at.getUTCFullYear()), [MONTH_PARAM]: String(at.getUTCMonth() + 1) });
  return `/dashboard/charging-sessions?${query.toString()}`;
}

/** One wallbox: status, instructions, its transactions and the sessions they became; edit and delete. */
export function WallboxDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('wallboxes');
  const wallbox = useWallbox(id);
  return (
    <AppModal opened={!!id} onClose={onClose} title={wallbox.data ? t('detail.title', { identity: wallbox.data.identity }) : t('detail.loading')} size="xl">
      {wallbox.data ? (
        <Detail wallbox={wallbox.data} onDeleted={onClose} />
      ) : (
        <Center h={120}>
          <Loader role="status" size="sm" aria-label={t('detail.loading')} />
        </Center>
      )}
    </AppModal>
  );
}

function Detail({ wallbox, onDeleted }: { wallbox: WallboxDetail; onDeleted: () => void }) {
  const { t } = useTranslation('wallboxes');
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteWallbox();
  const facts: [string, string][] = [
    [t('columns.driver'), wallbox.driverName],
    [t('columns.lastSeen'), wallbox.lastSeenAt ? format.dateTime(wallbox.lastSeenAt) : t('values.never')],
    [t('detail.device'), [wallbox.vendor, wallbox.model, wallbox.serialNumber].filter(Boolean).join(' · ') || EMPTY_VALUE],
    [t('detail.meterKey'), wallbox.meterPublicKey ? t('detail.keySet') : t('detail.noKey')],
  ];
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(wallbox.id);
      notifySuccess(t('delete.success', { identity: wallbox.identity }));
      setDeleting(false);
      onDeleted();
    } catch (error) {
      notifyError(error, t('delete.failed'));
    }
  };
  return (
    <Stack gap="md">
      <Group gap="sm">
        <WallboxStatusBadge wallbox={wallbox} />
        <Group gap="xs" ml="auto">
          <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
          <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(true)}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <WallboxInstructions instructions={wallbox.instructions} />
      <Title order={3} size="h5">
        {t('detail.sessions')}
      </Title>
      {wallbox.transactions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noSessions')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('detail.sessions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.started')}</Table.Th>
                <Table.Th ta="right">{t('detail.energy')}</Table.Th>
                <Table.Th>{t('detail.verification')}</Table.Th>
                <Table.Th>{t('detail.session')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wallbox.transactions.map((tx) => (
                <Table.Tr key={tx.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(tx.startedAt)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {tx.meterStopWh === null ? t('values.running') : format.energy(tx.meterStopWh - tx.meterStartWh)}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <VerificationBadge state={tx.verification} />
                      {tx.verificationFailure && (
                        <Text size="xs" c="dimmed" title={tx.verificationMessage ?? undefined}>
                          {t(`charging-sessions:meterSignature.failure.${tx.verificationFailure}`)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {tx.sessionId ? (
                      <Anchor component={Link} to={sessionsOf(wallbox.driverId, tx.startedAt)} size="sm">
                        {t('detail.openSessions')}
                      </Anchor>
                    ) : (
                      EMPTY_VALUE
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <WallboxEditDialog wallbox={editing ? wallbox : null} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={deleting}
        title={t('delete.title', { identity: wallbox.identity })}
        text={t('delete.text', { identity: wallbox.identity, name: wallbox.driverName })}
        confirmLabel={t('delete.confirm')}
        color="red"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
