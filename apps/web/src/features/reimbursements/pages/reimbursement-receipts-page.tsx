import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REIMBURSEMENT_RECEIPT_SORT_FIELDS,
  REIMBURSEMENT_RECEIPT_STATES,
  type ReimbursementReceipt,
  type ReimbursementReceiptState,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { useReimbursementReceipts } from '../api/search-reimbursement-receipts.ts';
import { ItemStatusBadge, periodLabel } from '../components/reimbursement-badges.tsx';
import { OPEN_PARAM } from './reimbursements-page.tsx';
import { companyColumn, driverColumn } from '../../../components/ui/entity-columns.tsx';

const isState = (v: string): v is ReimbursementReceiptState => (REIMBURSEMENT_RECEIPT_STATES as readonly string[]).includes(v);

/** /dashboard/receipt-reimbursements/receipts: the receipts of a period with their reimbursement state. */
export default function ReimbursementReceiptsPage() {
  const { t } = useTranslation('reimbursements');
  const format = useFormat();
  const period = useMonthYear();
  const list = useListParams({
    sortFields: REIMBURSEMENT_RECEIPT_SORT_FIELDS,
    defaultSort: { field: 'submittedAt', dir: 'DESC' },
    filters: ['state'] as const,
  });
  const { state, ...rest } = list.query;
  const receipts = useReimbursementReceipts({ ...rest, ...period.query, ...(state && isState(state) ? { state } : {}) });

  const columns: DataTableColumn<ReimbursementReceipt>[] = [
    { key: 'receiptNumber', sortable: true, header: t('columns.receiptNumber'), cell: (r) => r.receiptNumber },
    driverColumn({ key: 'driver', header: t('columns.driver'), id: (r) => r.userId, name: (r) => r.userName }),
    companyColumn({ key: 'company', header: t('columns.company'), id: (r) => r.companyId, name: (r) => r.companyName }),
    { key: 'period', choosable: 'shown', header: t('columns.period'), cell: (r) => periodLabel(r.periodYear, r.periodMonth) },
    { key: 'receiptStatus', choosable: 'shown', header: t('columns.receiptStatus'), cell: (r) => t(`receiptStatus.${r.receiptStatus}`) },
    { key: 'expense', sortable: true, align: 'right', header: t('columns.expense'), cell: (r) => format.money(r.expenseMinor, r.currency) },
    { key: 'submittedAt', choosable: 'shown', sortable: true, header: t('columns.submittedAt'), cell: (r) => (r.submittedAt ? format.date(r.submittedAt) : EMPTY_VALUE) },
    {
      key: 'reimbursement',
      header: t('columns.reimbursement'),
      cell: (r) =>
        r.reimbursementId ? (
          <Anchor component={Link} to={`/dashboard/receipt-reimbursements?${OPEN_PARAM}=${r.reimbursementId}`} size="sm">
            {r.reimbursementNumber}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {EMPTY_VALUE}
          </Text>
        ),
    },
    { key: 'itemStatus', header: t('columns.itemStatus'), cell: (r) => <ItemStatusBadge status={r.itemStatus} /> },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MonthYearFilter />
          <Select
            label={t('receipts.stateLabel')}
            data={REIMBURSEMENT_RECEIPT_STATES.map((s) => ({ value: s, label: t(`receipts.states.${s}`) }))}
            value={isState(list.filters.state) ? list.filters.state : 'all'}
            onChange={(v) => list.setFilter('state', !v || v === 'all' ? null : v)}
            allowDeselect={false}
            w={220}
          />
        </Group>
        <Button variant="default" component={Link} to="/dashboard/receipt-reimbursements" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('receipts.back')}
        </Button>
      </Group>
      <ListTable columnsKey="reimbursement-receipts"
        label={t('receipts.tableLabel')}
        columns={columns}
        rowKey={(r) => r.receiptId}
        emptyText={t('receipts.empty')}
        list={list}
        query={receipts}
        pageSizeOptions={[25, 50, 100, 200]}
      />
    </Stack>
  );
}
