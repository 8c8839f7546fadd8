import { useState } from 'react';
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REIMBURSEMENT_FILTERS, REIMBURSEMENT_SORT_FIELDS, type ReimbursementFilter, type ReimbursementListItem } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useReimbursements } from '../api/search-reimbursements.ts';
import { ItemStatusBadge, PaymentStatusBadge, periodLabel, ReimbursementStatusBadge } from '../components/reimbursement-badges.tsx';
import { ReimbursementCreateDialog } from '../components/reimbursement-create-dialog.tsx';
import { ReimbursementDetailDialog } from '../components/reimbursement-detail-dialog.tsx';
import type { BankConnectionSlot } from '../components/reimbursement-pay-dialog.tsx';
import { DriverLink } from '../../../components/ui/entity-links.tsx';
import { companyColumn } from '../../../components/ui/entity-columns.tsx';

/** The URL parameter that holds the reimbursement whose detail is open. */
export const OPEN_PARAM = 'open';

const isFilter = (v: string): v is ReimbursementFilter => (REIMBURSEMENT_FILTERS as readonly string[]).includes(v);

/** The period a new bundle usually covers, for the link to the receipts view. */
function lastMonth(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1 };
}

export interface ReimbursementsPageProps {
  /** The selected company: a new reimbursement starts with it. */
  companyId?: string | null;
  /** The company's bank connection from the bank area, offered where a payout needs it. */
  BankConnection?: BankConnectionSlot;
}

/**
 * /dashboard/receipt-reimbursements (administrators): every reimbursement, its detail, and making new
 * ones. From a driver's page (`?driverId=`) each row shows that driver's part: their items' statuses
 * and amount, with the reimbursement's total and how many others it pays below.
 */
export default function ReimbursementsPage({ companyId = null, BankConnection }: ReimbursementsPageProps) {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const list = useListParams({
    sortFields: REIMBURSEMENT_SORT_FIELDS,
    defaultSort: { field: 'createdAt', dir: 'DESC' },
    filters: ['filter', 'driverId'] as const,
  });
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const setOpen = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(OPEN_PARAM, id);
      else next.delete(OPEN_PARAM);
      return next;
    });
  const [creating, setCreating] = useState(false);

  const { filter, driverId, ...rest } = list.query;
  const reimbursements = useReimbursements({ ...rest, ...(filter && isFilter(filter) ? { filter } : {}), ...(driverId ? { driverId } : {}) });
  const receiptsPeriod = lastMonth();
  const driverName = reimbursements.data?.results.find((r) => r.driverShare)?.driverShare?.driverName;

  const columns: DataTableColumn<ReimbursementListItem>[] = [
    {
      key: 'number',
      sortable: true,
      header: t('columns.number'),
      cell: (r) => (
        <Anchor component="button" type="button" fw={600} onClick={() => setOpen(r.id)} aria-label={t('actions.open', { number: r.number, company: r.companyName })}>
          {r.number}
        </Anchor>
      ),
    },
    { key: 'period', choosable: 'shown', sortable: true, header: t('columns.period'), cell: (r) => periodLabel(r.periodYear, r.periodMonth) },
    companyColumn({ key: 'company', header: t('columns.company'), id: (r) => r.companyId, name: (r) => r.companyName }),
    {
      key: 'driver',
      header: t('columns.driver'),
      cell: (r) =>
        r.driverShare ? (
          <Stack gap={0}>
            <DriverLink id={r.driverShare.driverId} size="sm">{r.driverShare.driverName}</DriverLink>
            {r.driverCount > 1 && (
              <Text size="xs" c="dimmed">
                {t('driverShare.withOthers', { count: r.driverCount - 1 })}
              </Text>
            )}
          </Stack>
        ) : r.driverId ? (
          <DriverLink id={r.driverId} size="sm">{r.driverName}</DriverLink>
        ) : (
          <Text size="sm" c="dimmed">
            {r.driverCount ? t('driverCount', { count: r.driverCount }) : EMPTY_VALUE}
          </Text>
        ),
    },
    { key: 'status', header: t('columns.status'), cell: (r) => <ReimbursementStatusBadge status={r.status} /> },
    { key: 'paymentStatus', choosable: 'shown', header: t('columns.paymentStatus'), cell: (r) => <PaymentStatusBadge status={r.paymentStatus} /> },
    ...(driverId
      ? [
          {
            key: 'driverItems',
            header: t('columns.driverItems'),
            cell: (r: ReimbursementListItem) => (
              <Group gap={4}>
                {r.driverShare?.itemStatuses.map((s) => <ItemStatusBadge key={s} status={s} />)}
              </Group>
            ),
          },
        ]
      : []),
    {
      key: 'expense',
      sortable: true,
      align: 'right',
      header: driverId ? t('columns.driverAmount') : t('columns.expense'),
      cell: (r) =>
        r.driverShare ? (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{format.money(r.driverShare.amountMinor, r.currency)}</Text>
            {r.driverCount > 1 && (
              <Text size="xs" c="dimmed">
                {t('driverShare.ofTotal', { total: format.money(r.expenseMinor, r.currency) })}
              </Text>
            )}
          </Stack>
        ) : (
          format.money(r.expenseMinor, r.currency)
        ),
    },
    { key: 'sentAt', choosable: 'shown', sortable: true, header: t('columns.sentAt'), cell: (r) => (r.sentAt ? format.date(r.sentAt) : EMPTY_VALUE) },
  ];

  const filterOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('list.filterLabel')}
          // Five filters do not fit side by side on a phone: there they stand one above the other.
          orientation={filterOrientation}
          fullWidth={filterOrientation === 'vertical'}
          value={isFilter(list.filters.filter) ? list.filters.filter : 'all'}
          onChange={(v) => list.setFilter('filter', v === 'all' ? null : v)}
          data={REIMBURSEMENT_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
        />
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={`/dashboard/receipt-reimbursements/receipts?y=${receiptsPeriod.y}&m=${receiptsPeriod.m}`}
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            {t('list.receiptsLink')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('actions.create')}
          </Button>
        </Group>
      </Group>
      {driverId && (
        <Alert variant="light" color="blue">
          <Group justify="space-between">
            <Text size="sm">{driverName ? t('list.driverShareFilter', { name: driverName }) : t('list.driverFilter')}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => list.setFilter('driverId', null)}>
              {t('list.clearDriver')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <ListTable columnsKey="reimbursements"
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('list.empty')}
        list={list}
        query={reimbursements}
        pageSizeOptions={[25, 50, 100, 200]}
      />
      <ReimbursementCreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        companyId={companyId}
        onCreated={(created) => {
          setCreating(false);
          setOpen(created.id);
        }}
      />
      <ReimbursementDetailDialog id={openId} onClose={() => setOpen(null)} BankConnection={BankConnection} />
    </Stack>
  );
}
