import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayeeMatch, PayeeVerification } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRejectPayee } from '../api/reject-payee.ts';
import { useTriggerReimbursementItem } from '../api/trigger-reimbursement-item.ts';
import { useVerifyPayees } from '../api/verify-payees.ts';

const COLOR: Record<PayeeMatch, string> = { MATCH: 'green', CLOSE_MATCH: 'yellow', NO_MATCH: 'red', NOT_POSSIBLE: 'gray' };
type Decision = 'PAY' | 'REJECT';

/**
 * A whole payout run by bank transfer: one bulk Verification of Payee for every item named, each
 * payee's outcome shown with amount and IBAN before money moves. A match is paid; a close match, no
 * match or a check that was not possible needs the administrator's decision per payee (pay anyway
 * or don't pay), and nothing is sent until every such payee is decided. Both decisions are recorded.
 */
export function PayeeRunDialog({ reimbursementId, itemIds, onClose }: { reimbursementId: string; itemIds: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const verify = useVerifyPayees();
  const trigger = useTriggerReimbursementItem();
  const reject = useRejectPayee();
  const [checks, setChecks] = useState<PayeeVerification[] | null>(null);
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [busy, setBusy] = useState(false);
  const key = itemIds?.join(',') ?? '';

  useEffect(() => {
    setChecks(null);
    setDecisions({});
    verify.reset();
    if (!itemIds?.length) return;
    verify.mutate({ reimbursementId, itemIds }, { onSuccess: setChecks });
    // One bulk check each time the dialog opens for a run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reimbursementId]);

  const undecided = checks?.filter((c) => c.needsDecision && !decisions[c.id]).length ?? 0;
  const toPay = checks?.filter((c) => !c.needsDecision || decisions[c.id] === 'PAY') ?? [];
  const total = toPay.reduce((sum, c) => sum + c.amountMinor, 0);
  const currency = checks?.[0]?.currency ?? 'EUR';

  const run = async () => {
    if (!checks) return;
    setBusy(true);
    let paid = 0;
    let declined = 0;
    for (const c of checks) {
      try {
        if (c.needsDecision && decisions[c.id] === 'REJECT') {
          await reject.mutateAsync({ reimbursementId, verificationId: c.id });
          declined++;
          continue;
        }
        const result = await trigger.mutateAsync({ reimbursementId, itemId: c.itemId, payeeVerificationId: c.id, payDespiteMismatch: c.needsDecision });
        if (result.outcome === 'FAILED') notifyError(result.message, t('pay.failed'));
        else paid++;
      } catch (error) {
        notifyError(error, t('pay.failed'));
      }
    }
    setBusy(false);
    notifySuccess(t('payeeRun.done', { paid, declined }));
    onClose();
  };

  const columns: DataTableColumn<PayeeVerification>[] = [
    { key: 'payee', header: t('payeeRun.payee'), cell: (c) => c.payeeName },
    { key: 'iban', header: t('payeeRun.iban'), cell: (c) => <Text size="sm" ff="monospace">{c.iban}</Text> },
    { key: 'amount', header: t('columns.amount'), align: 'right', cell: (c) => format.money(c.amountMinor, c.currency) },
    {
      key: 'result',
      header: t('payeeRun.result'),
      cell: (c) => (
        <Stack gap={2} align="flex-start">
          <Badge color={COLOR[c.result]} variant="light">
            {t(`payee.result.${c.result}`)}
          </Badge>
          {c.needsDecision && (
            <Text size="xs" c="dimmed" maw="22rem">
              {t(`payee.explain.${c.result}`, { name: c.payeeName, matched: c.matchedName ?? '' })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'decision',
      header: t('payeeRun.decision'),
      cell: (c) =>
        c.needsDecision ? (
          <Radio.Group
            aria-label={t('payeeRun.decisionFor', { name: c.payeeName })}
            value={decisions[c.id] ?? null}
            onChange={(value) => setDecisions((d) => ({ ...d, [c.id]: value as Decision }))}
          >
            <Group gap="sm" wrap="nowrap">
              <Radio value="PAY" label={t('payeeRun.payAnyway')} />
              <Radio value="REJECT" label={t('payee.dontPay')} />
            </Group>
          </Radio.Group>
        ) : (
          <Text size="sm">{t('payeeRun.willPay')}</Text>
        ),
    },
  ];

  return (
    <AppModal opened={!!itemIds} onClose={onClose} title={t('payeeRun.title')} size="70rem">
      {verify.error ? (
        <Alert color="red" role="alert">
          {errorMessage(verify.error, t('payee.failed'))}
        </Alert>
      ) : !checks ? (
        <Center py="lg">
          <Loader role="status" aria-label={t('payee.checking')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('payeeRun.intro', { count: checks.length })}</Text>
          <DataTable label={t('payeeRun.tableLabel')} columns={columns} rows={checks} rowKey={(c) => c.id} />
          {undecided > 0 && (
            <Alert color="yellow" role="status">
              {t('payeeRun.undecided', { count: undecided })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void run()} loading={busy} disabled={undecided > 0}>
              {t('payeeRun.confirm', { count: toPay.length, amount: format.money(total, currency) })}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
