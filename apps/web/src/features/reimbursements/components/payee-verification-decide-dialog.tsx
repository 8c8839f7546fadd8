import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayeeMatch, PayeeVerification, ReimbursementItem } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRejectPayee } from '../api/reject-payee.ts';
import { useTriggerReimbursementItem } from '../api/trigger-reimbursement-item.ts';
import { useVerifyPayees } from '../api/verify-payees.ts';
import { notifyPayout } from './reimbursement-pay-dialog.tsx';

const COLOR: Record<PayeeMatch, string> = { MATCH: 'green', CLOSE_MATCH: 'yellow', NO_MATCH: 'red', NOT_POSSIBLE: 'gray' };

/**
 * Before a bank transfer: the bank's Verification of Payee for the item, with amount and payee.
 * A match is paid on confirmation; a close match, no match or a check that was not possible needs
 * the administrator to decide: pay anyway, or do not pay (both are recorded).
 */
export function PayeeVerificationDecideDialog({ reimbursementId, item, onClose }: { reimbursementId: string; item: ReimbursementItem | null; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const verify = useVerifyPayees();
  const trigger = useTriggerReimbursementItem();
  const reject = useRejectPayee();
  const [check, setCheck] = useState<PayeeVerification | null>(null);

  useEffect(() => {
    setCheck(null);
    verify.reset();
    if (!item) return;
    verify.mutate({ reimbursementId, itemIds: [item.id] }, { onSuccess: (answers) => setCheck(answers[0] ?? null) });
    // The check runs once per item the dialog opens for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id, reimbursementId]);

  const pay = async (v: PayeeVerification) => {
    try {
      notifyPayout(await trigger.mutateAsync({ reimbursementId, itemId: v.itemId, payeeVerificationId: v.id, payDespiteMismatch: v.needsDecision }), t('pay.failed'));
      onClose();
    } catch (error) {
      notifyError(error, t('pay.failed'));
    }
  };

  const decline = async (v: PayeeVerification) => {
    try {
      await reject.mutateAsync({ reimbursementId, verificationId: v.id });
      notifySuccess(t('payee.declined', { name: v.userName }));
      onClose();
    } catch (error) {
      notifyError(error, t('pay.failed'));
    }
  };

  return (
    <AppModal opened={!!item} onClose={onClose} title={t('payee.title')}>
      {verify.error ? (
        <Alert color="red" role="alert">
          {errorMessage(verify.error, t('payee.failed'))}
        </Alert>
      ) : !check ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('payee.checking')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Alert color={COLOR[check.result]} title={t(`payee.result.${check.result}`)} role="status">
            {t(`payee.explain.${check.result}`, { name: check.payeeName, matched: check.matchedName ?? '' })}
          </Alert>
          <Text>
            {t('payee.summary', { amount: format.money(check.amountMinor, check.currency), name: check.payeeName, iban: check.iban })}
          </Text>
          <Group justify="flex-end" gap="sm">
            {check.needsDecision ? (
              <>
                <Button variant="default" onClick={() => void decline(check)} loading={reject.isPending}>
                  {t('payee.dontPay')}
                </Button>
                <Button color={check.result === 'NO_MATCH' ? 'red' : 'orange'} onClick={() => void pay(check)} loading={trigger.isPending}>
                  {t('payee.payAnyway', { amount: format.money(check.amountMinor, check.currency) })}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" onClick={onClose}>
                  {t('actions.cancel')}
                </Button>
                <Button onClick={() => void pay(check)} loading={trigger.isPending}>
                  {t('payee.pay', { amount: format.money(check.amountMinor, check.currency), name: check.payeeName })}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
