import type { ReactNode } from 'react';
import { Badge, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useDriverSubscription } from '../api/get-driver-subscription.ts';
import { LICENSE_STATUS_COLORS } from './subscription-badge.tsx';
import { DialogClose } from '../../../components/ui/dialog-actions.tsx';

/** The driver's license, read-only: type, status, key, period, renewal and cable. */
export function DriverSubscriptionDialog({ driverId, onClose }: { driverId: string | null; onClose: () => void }) {
  const { t } = useTranslation('drivers');
  const format = useFormat();
  const subscription = useDriverSubscription(driverId);
  const s = subscription.data;

  let body: ReactNode;
  if (subscription.isPending) {
    body = (
      <Center py="lg">
        <Loader role="status" size="sm" aria-label={t('loading')} />
      </Center>
    );
  } else if (subscription.error) {
    body = (
      <Text c="red" role="alert">
        {errorMessage(subscription.error)}
      </Text>
    );
  } else if (!s) {
    body = <Text>{t('subscription.none')}</Text>;
  } else {
    const rows: [string, ReactNode][] = [
      [t('subscription.type'), t(`licenseType.${s.type}`)],
      [
        t('subscription.status'),
        <Badge key="status" variant="light" color={LICENSE_STATUS_COLORS[s.status]}>
          {t(`licenseStatus.${s.status}`)}
        </Badge>,
      ],
      [t('subscription.licenseKey'), s.licenseKey],
      [t('subscription.startDate'), format.date(s.startDate)],
      [t('subscription.expirationDate'), format.date(s.expirationDate)],
      [t('subscription.renewalStatus'), s.renewalStatus ? t(`renewalStatus.${s.renewalStatus}`) : EMPTY_VALUE],
      [t('subscription.cable'), s.cable?.hardwareId ?? EMPTY_VALUE],
    ];
    body = (
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <AppModal opened={!!driverId} onClose={onClose} title={t('subscription.title')}>
      <Stack gap="md">
        {body}
        <DialogClose onClose={onClose} label={t('actions.close')} />
      </Stack>
    </AppModal>
  );
}
