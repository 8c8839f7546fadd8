import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingBank, IconCash, IconFileDownload, IconLink, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReimbursementDetail, ReimbursementItem, ReimbursementTransaction } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useReimbursement } from '../api/get-reimbursement.ts';
import { useTriggerReimbursementItem } from '../api/trigger-reimbursement-item.ts';
import { PaymentTransactionAttachDialog } from './payment-transaction-attach-dialog.tsx';
import { PayeeRunDialog } from './payee-run-dialog.tsx';
import { PayeeVerificationDecideDialog } from './payee-verification-decide-dialog.tsx';
import { ItemStatusBadge, PaymentStatusBadge, periodLabel, ReimbursementStatusBadge, TransactionStatusBadge } from './reimbursement-badges.tsx';
import { ReimbursementItemCancelDialog } from './reimbursement-item-cancel-dialog.tsx';
import { notifyPayout, ReimbursementPayDialog, type BankConnectionSlot } from './reimbursement-pay-dialog.tsx';
import { ReimbursementReleaseDialog } from './reimbursement-release-dialog.tsx';
import { ReimbursementSepaDialog } from './reimbursement-sepa-dialog.tsx';
import { CompanyLink, DriverLink } from '../../../components/ui/entity-links.tsx';

/** Whether the bank holds the item's transfer (waiting for approval, or taken and not settled): it can be looked at again. */
const atBank = (i: ReimbursementItem) => i.awaitingAuthentication || i.awaitingSettlement;
/** Whether an item can be paid out now (released and not in flight, or failed before), or looked at again while at the bank. */
const payable = (i: ReimbursementItem) => (i.status === 'APPROVED' && !i.payoutInProgress) || i.status === 'BANK_REIMBURSEMENT_FAIL' || atBank(i);
/** Whether an item goes into a bank payout run: payable, not waiting at the bank, with an IBAN. */
const inBankRun = (i: ReimbursementItem) => payable(i) && !i.payoutInProgress && !!i.iban;
/** Whether an item can be cancelled (not paid, not at a provider right now). */
const cancellable = (i: ReimbursementItem) =>
  i.status === 'PENDING' || i.status === 'BANK_REIMBURSEMENT_FAIL' || (i.status === 'APPROVED' && (!i.payoutInProgress || i.payoutChannel === 'SEPA_FILE'));

/** The reimbursement with its items and payment transactions, and what can be done with them. */
export function ReimbursementDetailDialog({ id, onClose, BankConnection }: { id: string | null; onClose: () => void; BankConnection?: BankConnectionSlot }) {
  const { t } = useTranslation('reimbursements');
  const detail = useReimbursement(id);
  const title = detail.data ? t('detail.title', { number: detail.data.number }) : t('detail.loading');
  return (
    <AppModal opened={!!id} onClose={onClose} title={title} size="90rem">
      {detail.data ? (
        <DetailContent reimbursement={detail.data} BankConnection={BankConnection} />
      ) : detail.error ? (
        <Alert color="red" role="alert">
          {errorMessage(detail.error, t('detail.failed'))}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={t('detail.loading')} />
        </Center>
      )}
    </AppModal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function DetailContent({ reimbursement: r, BankConnection }: { reimbursement: ReimbursementDetail; BankConnection?: BankConnectionSlot }) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const trigger = useTriggerReimbursementItem();
  const [dialog, setDialog] = useState<'release' | 'sepa' | 'attach' | null>(null);
  const [cancelling, setCancelling] = useState<ReimbursementItem | null>(null);
  const [checking, setChecking] = useState<ReimbursementItem | null>(null);
  const [paying, setPaying] = useState<ReimbursementItem | null>(null);
  const [running, setRunning] = useState<string[] | null>(null);
  const runItems = r.payoutRoute === 'BANK' ? r.items.filter(inBankRun) : [];

  const pay = async (item: ReimbursementItem) => {
    // A bank transfer goes only after the administrator saw the bank's payee check, which asks with amount and payee.
    if (r.payoutRoute === 'BANK' && !item.payoutInProgress) {
      setChecking(item);
      return;
    }
    // A bank transfer waiting at the bank is only looked at again; everything else asks first.
    if (r.payoutRoute === 'BANK') {
      try {
        notifyPayout(await trigger.mutateAsync({ reimbursementId: r.id, itemId: item.id }), t('pay.failed'));
      } catch (error) {
        notifyError(error, t('pay.failed'));
      }
      return;
    }
    setPaying(item);
  };

  const hasPending = r.status !== 'REJECTED' && r.items.some((i) => i.status === 'PENDING');
  const sepaPossible = r.reimbursementMode === 'COMPANY' && r.currency === 'EUR' && r.status === 'APPROVED';

  const itemColumns: DataTableColumn<ReimbursementItem>[] = [
    {
      key: 'driver',
      header: t('columns.driver'),
      cell: (i) => (
        <DriverLink id={i.userId} size="sm">{i.userName}</DriverLink>
      ),
    },
    { key: 'receipt', header: t('columns.receiptNumber'), cell: (i) => i.receiptNumber },
    { key: 'receiptStatus', header: t('columns.receiptStatus'), cell: (i) => t(`receiptStatus.${i.receiptStatus}`) },
    { key: 'amount', header: t('columns.amount'), align: 'right', cell: (i) => format.money(i.amountMinor, i.currency) },
    {
      key: 'status',
      header: t('columns.itemStatus'),
      cell: (i) => (
        <Stack gap={4} align="flex-start">
          <Group gap={4}>
            <ItemStatusBadge status={i.status} />
            {i.payoutInProgress && (
              <Badge variant="outline" color="blue" size="sm">
                {i.awaitingAuthentication
                  ? t('detail.awaitingAuthentication')
                  : i.awaitingSettlement
                    ? t('detail.awaitingSettlement')
                    : i.payoutChannel === 'SEPA_FILE'
                      ? t('detail.inSepaFile')
                      : t('detail.inProgress')}
              </Badge>
            )}
            {i.payeeCheck && i.payeeCheck.result !== 'MATCH' && (
              <Badge variant="outline" color={i.payeeCheck.decision === 'REJECT' ? 'red' : 'yellow'} size="sm">
                {t(`payee.badge.${i.payeeCheck.result}`)}
                {i.payeeCheck.decision ? ` · ${t(`payee.decision.${i.payeeCheck.decision}`)}` : ''}
              </Badge>
            )}
            {r.payoutRoute === 'PAYMENT_PLUS' && (i.status === 'APPROVED' || i.status === 'PENDING') && (!i.isPaymentPlus || i.kycStatus !== 'VALIDATED') && (
              <Badge variant="outline" color="orange" size="sm">
                {i.isPaymentPlus ? t('detail.kycMissing', { status: t(`drivers:kycStatus.${i.kycStatus ?? 'NOT_STARTED'}`) }) : t('detail.noWallet')}
              </Badge>
            )}
            {!i.iban && r.payoutRoute !== 'PAYMENT_PLUS' && i.status !== 'CANCELLED' && (
              <Badge variant="outline" color="orange" size="sm">
                {t('detail.noIban')}
              </Badge>
            )}
          </Group>
          {i.failureReason && i.status !== 'BANK_REIMBURSED' && (
            <Text size="xs" c="dimmed">
              {i.failureReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (i) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {payable(i) && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconCash size={14} aria-hidden />}
              aria-label={t('actions.payItem', { name: i.userName })}
              loading={trigger.isPending && trigger.variables?.itemId === i.id}
              onClick={() => void pay(i)}
            >
              {atBank(i) ? t('actions.checkAgain') : t('actions.pay')}
            </Button>
          )}
          {cancellable(i) && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              aria-label={t('actions.cancelItemLabel', { name: i.userName })}
              onClick={() => setCancelling(i)}
            >
              {t('actions.cancelItem')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const transactionColumns: DataTableColumn<ReimbursementTransaction>[] = [
    {
      key: 'id',
      header: t('columns.transactionId'),
      cell: (tx) => (
        <Text size="sm" ff="monospace" title={tx.id}>
          {tx.id.slice(0, 8)}
        </Text>
      ),
    },
    { key: 'date', header: t('columns.date'), cell: (tx) => format.date(tx.bookedAt) },
    { key: 'status', header: t('columns.status'), cell: (tx) => <TransactionStatusBadge status={tx.status} /> },
    {
      key: 'amount',
      header: t('columns.creditAmount'),
      align: 'right',
      cell: (tx) => `${tx.side === 'DEBIT' ? '−' : ''}${format.money(tx.amountMinor, tx.currency)}`,
    },
    { key: 'comment', header: t('columns.comment'), cell: (tx) => tx.comment ?? tx.note ?? EMPTY_VALUE },
    { key: 'numbers', header: t('columns.reimbursementNumbers'), cell: (tx) => tx.reimbursementNumbers.join(', ') },
  ];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="md">
        <Fact label={t('detail.company')}>
          <CompanyLink id={r.companyId} size="sm">{r.companyName}</CompanyLink>
        </Fact>
        <Fact label={t('detail.period')}>{periodLabel(r.periodYear, r.periodMonth)}</Fact>
        <Fact label={t('columns.status')}>
          <ReimbursementStatusBadge status={r.status} />
        </Fact>
        <Fact label={t('columns.paymentStatus')}>
          <PaymentStatusBadge status={r.paymentStatus} />
        </Fact>
        <Fact label={t('detail.expense')}>
          <Text fw={600}>{format.money(r.expenseMinor, r.currency)}</Text>
        </Fact>
        <Fact label={t('detail.approvedAt')}>{r.approvedAt ? format.date(r.approvedAt) : EMPTY_VALUE}</Fact>
        <Fact label={t('detail.sentAt')}>{r.sentAt ? format.date(r.sentAt) : EMPTY_VALUE}</Fact>
      </SimpleGrid>
      <Alert variant="light" color={r.payoutRoute === 'SEPA_FILE_ONLY' ? 'yellow' : 'blue'} icon={<IconBuildingBank size={18} />}>
        {t(`route.${r.payoutRoute}`)}
      </Alert>
      {r.payoutRoute === 'SEPA_FILE_ONLY' && BankConnection && <BankConnection companyId={r.companyId} />}
      {r.walletTopUp && (
        <Alert variant="light" color={r.walletTopUp.status === 'WAITING' ? 'yellow' : 'green'} title={t(`topUp.${r.walletTopUp.status}`)} role="status">
          {t('topUp.text', { amount: format.money(r.walletTopUp.amountMinor, r.walletTopUp.currency), iban: r.walletTopUp.iban, reference: r.walletTopUp.reference })}
        </Alert>
      )}
      <Group gap="sm">
        {hasPending && <Button onClick={() => setDialog('release')}>{t('actions.release')}</Button>}
        {runItems.length > 1 && (
          <Button leftSection={<IconBuildingBank size={16} aria-hidden />} onClick={() => setRunning(runItems.map((i) => i.id))}>
            {t('actions.payRun', { count: runItems.length })}
          </Button>
        )}
        {sepaPossible && (
          <Button variant="light" leftSection={<IconFileDownload size={16} aria-hidden />} onClick={() => setDialog('sepa')}>
            {t('actions.sepa')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={() => setDialog('attach')}>
          {t('actions.attach')}
        </Button>
      </Group>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('detail.items')}
        </Title>
        <DataTable label={t('detail.itemsLabel', { number: r.number })} columns={itemColumns} rows={r.items} rowKey={(i) => i.id} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('detail.transactions')}
        </Title>
        <DataTable
          label={t('detail.transactionsLabel', { number: r.number })}
          columns={transactionColumns}
          rows={r.paymentTransactions}
          rowKey={(tx) => tx.id}
          emptyText={t('detail.noTransactions')}
        />
      </Stack>
      <ReimbursementReleaseDialog reimbursement={r} opened={dialog === 'release'} onClose={() => setDialog(null)} />
      <ReimbursementSepaDialog reimbursement={r} opened={dialog === 'sepa'} onClose={() => setDialog(null)} />
      <PaymentTransactionAttachDialog reimbursement={r} opened={dialog === 'attach'} onClose={() => setDialog(null)} />
      <ReimbursementItemCancelDialog reimbursementId={r.id} item={cancelling} onClose={() => setCancelling(null)} />
      <PayeeVerificationDecideDialog reimbursementId={r.id} item={checking} onClose={() => setChecking(null)} />
      <PayeeRunDialog reimbursementId={r.id} itemIds={running} onClose={() => setRunning(null)} />
      <ReimbursementPayDialog
        reimbursement={r}
        item={paying}
        onClose={() => setPaying(null)}
        onSepaFile={sepaPossible ? () => setDialog('sepa') : null}
        BankConnection={BankConnection}
      />
    </Stack>
  );
}
