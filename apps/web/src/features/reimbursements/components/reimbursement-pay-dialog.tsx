import type { ComponentType } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReimbursementDetail, ReimbursementItem, PayoutResult } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLastValue } from '../../../lib/use-last-value.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTriggerReimbursementItem } from '../api/trigger-reimbursement-item.ts';

/** The company's bank connection, composed in from the bank area: connecting it lets the payout run here. */
export type BankConnectionSlot = ComponentType<{ companyId: string }>;

/** What a payout's answer tells the administrator. */
export function notifyPayout(result: PayoutResult, failed: string) {
  if (result.outcome === 'PAID') notifySuccess(result.message);
  else if (result.outcome === 'FAILED') notifyError(result.message, failed);
  else notifications.show({ message: result.message, color: 'blue', autoClose: 4000 });
}

/**
 * "Pay out" on a route without the bank's payee check (decision 0038): through Payment+ it says the
 * amount and the driver and pays on confirmation; without a connected bank it offers the connection
 * and the SEPA file right here instead of failing. A bank transfer goes through the payee check
 * dialog, which is its confirmation.
 */
export function ReimbursementPayDialog({
  reimbursement: r,
  item: current,
  onClose,
  onSepaFile,
  BankConnection,
}: {
  reimbursement: ReimbursementDetail;
  item: ReimbursementItem | null;
  onClose: () => void;
  onSepaFile: (() => void) | null;
  BankConnection?: BankConnectionSlot;
}) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const item = useLastValue(current);
  const trigger = useTriggerReimbursementItem();
  const values = { amount: item ? format.money(item.amountMinor, item.currency) : '', name: item?.userName ?? '', iban: item?.iban ?? '', company: r.companyName };

  if (r.payoutRoute === 'SEPA_FILE_ONLY') {
    return (
      <AppModal opened={!!current} onClose={onClose} title={t('payOut.noBankTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('payOut.noBank', values)}</Text>
          {BankConnection && <BankConnection companyId={r.companyId} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            {onSepaFile && (
              <Button
                variant="light"
                leftSection={<IconFileDownload size={16} aria-hidden />}
                onClick={() => {
                  onClose();
                  onSepaFile();
                }}
              >
                {t('payOut.sepaFile')}
              </Button>
            )}
          </Group>
        </Stack>
      </AppModal>
    );
  }

  const pay = async () => {
    if (!item) return;
    try {
      notifyPayout(await trigger.mutateAsync({ reimbursementId: r.id, itemId: item.id }), t('pay.failed'));
      onClose();
    } catch (error) {
      notifyError(error, t('pay.failed'));
    }
  };
  return (
    <ConfirmDialog
      opened={!!current}
      title={t('payOut.title')}
      text={t('payOut.paymentPlus', values)}
      confirmLabel={t('payOut.confirm', values)}
      loading={trigger.isPending}
      onConfirm={() => void pay()}
      onClose={onClose}
    >
      {item?.awaitingAuthentication && <Alert color="blue">{t('detail.awaitingAuthentication')}</Alert>}
    </ConfirmDialog>
  );
}
