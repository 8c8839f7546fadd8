import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  PAYMENT_TRANSACTION_SORT_FIELDS,
  PAYMENT_TRANSACTION_STATUSES,
  type PaymentMethod,
  type PaymentSource,
  type PaymentTransaction,
  type PaymentTransactionStatus,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { PAYMENT_TRANSACTIONS_PATH, usePaymentTransactions } from '../api/search-payment-transactions.ts';
import { useSyncPaymentTransactions } from '../api/sync-payment-transactions.ts';
import { BankConnectionCard } from '../components/bank-connection-card.tsx';
import { PaymentTransactionAttachDialog } from '../components/payment-transaction-attach-dialog.tsx';
import { TransactionStatusBadge } from '../components/transaction-status-badge.tsx';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string | undefined): v is T =>
    (values as readonly string[]).includes(v ?? '');
const isSource = oneOf<PaymentSource>(PAYMENT_SOURCES);
const isMethod = oneOf<PaymentMethod>(PAYMENT_METHODS);
const isStatus = oneOf<PaymentTransactionStatus>(PAYMENT_TRANSACTION_STATUSES);
const isLinked = oneOf(['true', 'false'] as const);

export interface PaymentTransactionsPageProps {
  /** The selected company, whose bank connection the page shows; null for all companies. */
  companyId?: string | null;
  /** Where the connect button sends the browser (the bank's page); tests pass their own. */
  goToBank?: (url: string) => void;
}

/** /dashboard/payment-transactions (administrators): bank and Payment+ transactions, their sync, export and attachment. */
export default function PaymentTransactionsPage({ companyId = null, goToBank }: PaymentTransactionsPageProps) {
  const { t } = useTranslation('payment-transactions');
  const format = useFormat();
  const period = useMonthYear();
  const list = useListParams({
    sortFields: PAYMENT_TRANSACTION_SORT_FIELDS,
    defaultSort: { field: 'bookedAt', dir: 'DESC' },
    filters: ['q', 'source', 'method', 'status', 'linked'] as const,
  });
  const { source, method, status, linked, ...rest } = list.query;
  const filters = {
    ...(isSource(source) ? { source } : {}),
    ...(isMethod(method) ? { method } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isLinked(linked) ? { linked } : {}),
  };
  const transactions = usePaymentTransactions({ ...rest, ...period.query, ...filters });
  const sync = useSyncPaymentTransactions();
  const [attaching, setAttaching] = useState<PaymentTransaction | null>(null);

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        notifySuccess(t('sync.done', { created: result.created, updated: result.updated }));
        if (result.failed.length) notifyError(t('sync.partly', { companies: result.failed.join(', ') }), t('sync.failed'));
      },
      onError: (error) => notifyError(error, t('sync.failed')),
    });

  const amountOf = (tx: PaymentTransaction) => `${tx.side === 'DEBIT' ? '−' : ''}${format.money(tx.amountMinor, tx.currency)}`;
  const columns: DataTableColumn<PaymentTransaction>[] = [
    { key: 'bookedAt', sortable: true, header: t('columns.date'), cell: (tx) => format.date(tx.bookedAt) },
    {
      key: 'company',
      header: t('columns.company'),
      cell: (tx) => (
        <CompanyLink id={tx.companyId} size="sm">{tx.companyName}</CompanyLink>
      ),
    },
    {
      key: 'source', choosable: 'shown',
      sortable: true,
      header: t('columns.sourceAndMethod'),
      cell: (tx) => (
        <Stack gap={0}>
          <Text size="sm">{t(`source.${tx.source}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`method.${tx.method}`)}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', sortable: true, header: t('columns.status'), cell: (tx) => <TransactionStatusBadge status={tx.status} /> },
    {
      key: 'amount',
      sortable: true,
      align: 'right',
      header: t('columns.amount'),
      cell: (tx) => (
        <Text size="sm" c={tx.side === 'CREDIT' ? 'teal.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {amountOf(tx)}
        </Text>
      ),
    },
    {
      key: 'counterparty', choosable: 'shown',
      sortable: true,
      header: t('columns.counterparty'),
      cell: (tx) => (
        <Stack gap={0}>
          <Text size="sm">{tx.counterpartyName ?? EMPTY_VALUE}</Text>
          {tx.counterpartyIban && (
            <Text size="xs" c="dimmed" ff="monospace">
              {tx.counterpartyIban}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'reimbursements', choosable: 'shown',
      header: t('columns.reimbursements'),
      cell: (tx) =>
        tx.reimbursements.length ? (
          <Group gap={6}>
            {tx.reimbursements.map((r) => (
              <Anchor key={r.id} component={Link} to={`/dashboard/receipt-reimbursements?open=${r.id}`} size="sm">
                {r.number}
              </Anchor>
            ))}
          </Group>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      key: 'note', choosable: 'shown',
      header: t('columns.note'),
      cell: (tx) => (
        <Stack gap={0}>
          <Text size="sm">{tx.note ?? EMPTY_VALUE}</Text>
          {tx.comment && (
            <Text size="xs" c="dimmed">
              {tx.comment}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (tx) => (
        <Tooltip label={t('attach.button')} withinPortal>
          <ActionIcon variant="subtle" aria-label={t('attach.rowAction', { date: format.date(tx.bookedAt), amount: amountOf(tx) })} onClick={() => setAttaching(tx)}>
            <IconLink size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const select = (name: 'source' | 'method' | 'status' | 'linked', values: readonly { value: string; label: string }[], w: number) => (
    <Select
      label={t(`filters.${name}`)}
      placeholder={t('list.all')}
      data={values as { value: string; label: string }[]}
      value={list.filters[name] || null}
      onChange={(v) => list.setFilter(name, v)}
      clearable
      w={w}
    />
  );

  return (
    <Stack gap="md">
      <BankConnectionCard companyId={companyId} go={goToBank} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MonthYearFilter />
          <SearchInput value={list.filters.q} onSearch={(q) => list.setFilter('q', q)} placeholder={t('list.searchPlaceholder')} w={280} />
        </Group>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} loading={sync.isPending} onClick={runSync}>
            {t('sync.button')}
          </Button>
          <ExportButton path={PAYMENT_TRANSACTIONS_PATH} query={{ ...list.filterQuery, ...period.query, ...filters }} />
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        {select('source', PAYMENT_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })), 150)}
        {select('method', PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) })), 170)}
        {select('status', PAYMENT_TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), 260)}
        {select('linked', [
          { value: 'true', label: t('filters.linkedTrue') },
          { value: 'false', label: t('filters.linkedFalse') },
        ], 170)}
      </Group>
      <ListTable columnsKey="payment-transactions"
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(tx) => tx.id}
        emptyText={t('list.empty')}
        list={list}
        query={transactions}
        pageSizeOptions={[25, 50, 100, 200]}
      />
      <PaymentTransactionAttachDialog transaction={attaching} onClose={() => setAttaching(null)} />
    </Stack>
  );
}
