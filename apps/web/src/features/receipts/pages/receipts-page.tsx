import { useEffect, useState } from 'react';
import { Button, Group, Menu, Pill, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarStats, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MONTH_CLOSE_FORMATS,
  RECEIPT_SORT_FIELDS,
  RECEIPT_STATUSES,
  type MonthCloseFormat,
  type Receipt,
  type ReceiptStatus,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { notifyError, notifyExport, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { MONTH_PARAM, YEAR_PARAM, useMonthYear } from '../../../lib/use-month-year.ts';
import { downloadMonthClose } from '../api/download-month-close.ts';
import { downloadReceiptPdf } from '../api/get-receipt-pdf.ts';
import { RECEIPTS_EXPORT_PATH, useReceipts } from '../api/get-receipts.ts';
import { useRegenerateReceipt } from '../api/regenerate-receipt.ts';
import { lastEndedMonth, ReceiptCreateDialog } from '../components/receipt-create-dialog.tsx';
import { ReceiptBaseFeeLine } from '../components/receipt-base-fee-note.tsx';
import { ReceiptCorrectionDialog } from '../components/receipt-correction-dialog.tsx';
import { ReceiptDeleteDialog } from '../components/receipt-delete-dialog.tsx';
import { ReceiptPreviewDialog } from '../components/receipt-preview-dialog.tsx';
import { ReceiptRowActions, type ReceiptAction } from '../components/receipt-row-actions.tsx';
import { MaskedIban, ReceiptNumber, ReceiptStatusBadge, ReimbursementStatusBadge, SentBadge } from '../components/receipt-status-badge.tsx';
import { ReceiptSendDialog } from '../components/receipt-send-dialog.tsx';
import { ReceiptSubmitDialog } from '../components/receipt-submit-dialog.tsx';
import { companyColumn, driverColumn } from '../../../components/ui/entity-columns.tsx';

const SENT_VALUES = ['true', 'false'] as const;
const isStatus = (v: string | undefined): v is ReceiptStatus => (RECEIPT_STATUSES as readonly string[]).includes(v ?? '');
const isSent = (v: string | undefined): v is (typeof SENT_VALUES)[number] => v === 'true' || v === 'false';

type Dialog = { kind: 'submit' | 'delete' | 'correct' | 'preview' | 'send'; receipt: Receipt };

export interface ReceiptsPageProps {
  isAdministrator?: boolean;
}

/**
 * Receipts start on the last ended month (a month's receipts exist once it has ended); any month
 * chosen is kept in the URL as y and m.
 */
function useLastMonthByDefault() {
  const [params, setParams] = useSearchParams();
  const missing = !params.has(YEAR_PARAM) && !params.has(MONTH_PARAM);
  useEffect(() => {
    if (!missing) return;
    const { year, month } = lastEndedMonth();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(YEAR_PARAM, String(year));
        next.set(MONTH_PARAM, String(month));
        return next;
      },
      { replace: true },
    );
  }, [missing, setParams]);
  return !missing;
}

/** /dashboard/receipts: every driver's monthly receipts with the actions of their state. */
export default function ReceiptsPage({ isAdministrator = false }: ReceiptsPageProps) {
  const { t } = useTranslation('receipts');
  const format = useFormat();
  const ready = useLastMonthByDefault();
  const monthYear = useMonthYear();
  const list = useListParams({
    sortFields: RECEIPT_SORT_FIELDS,
    defaultSort: { field: 'createdAt', dir: 'DESC' },
    filters: ['status', 'sent', 'driverId'] as const,
  });
  const { status, sent, ...rest } = list.query;
  const filters = { ...(isStatus(status) ? { status } : {}), ...(isSent(sent) ? { sent } : {}) };
  const query = { ...rest, ...filters, ...monthYear.query };
  const receipts = useReceipts(query, { enabled: ready });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [creating, setCreating] = useState(false);
  const regenerate = useRegenerateReceipt();

  const onAction = async (receipt: Receipt, action: ReceiptAction) => {
    switch (action) {
      case 'preview':
      case 'submit':
      case 'delete':
      case 'correct':
      case 'send':
        setDialog({ kind: action, receipt });
        return;
      case 'download':
        await downloadReceiptPdf(receipt.id).catch((error: unknown) => notifyError(error, t('preview.failed')));
        return;
      case 'regenerate':
        try {
          const next = await regenerate.mutateAsync(receipt.id);
          notifySuccess(t('regenerate.success', { number: next.number, count: next.sessionCount }));
        } catch (error) {
          notifyError(error, t('regenerate.failed'));
        }
    }
  };

  const columns: DataTableColumn<Receipt>[] = [
    { key: 'number', sortable: true, header: t('columns.number'), cell: (r) => <ReceiptNumber receipt={r} /> },
    ...(isAdministrator
      ? [
          companyColumn({ key: 'company', sortField: 'companyName', header: t('columns.company'), id: (r: Receipt) => r.companyId, name: (r: Receipt) => r.companyName }),
        ]
      : []),
    driverColumn({ key: 'driver', sortField: 'driverName', header: t('columns.driver'), id: (r) => r.driverId, name: (r) => r.driverName, fw: 500 }),
    {
      key: 'period',
      sortable: true,
      header: t('columns.period'),
      cell: (r) => `${String(r.periodMonth).padStart(2, '0')}/${r.periodYear}`,
    },
    { key: 'createdAt', choosable: 'shown', sortable: true, header: t('columns.createdAt'), cell: (r) => <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>{format.date(r.createdAt)}</Text> },
    { key: 'status', sortable: true, header: t('columns.status'), cell: (r) => <ReceiptStatusBadge status={r.status} /> },
    { key: 'sent', choosable: 'shown', header: t('columns.sent'), cell: (r) => <SentBadge sent={r.sent} sentAt={r.sentAt} /> },
    {
      key: 'energy', choosable: 'shown',
      sortable: true,
      align: 'right',
      header: t('columns.energy'),
      cell: (r) => <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{format.energy(r.energyWh)}</Text>,
    },
    {
      key: 'expense',
      sortable: true,
      align: 'right',
      header: t('columns.expense'),
      cell: (r) => (
        <>
          <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{format.money(r.expenseMinor, r.currency)}</Text>
          <ReceiptBaseFeeLine receipt={r} />
        </>
      ),
    },
    {
      key: 'paymentAccount', choosable: 'shown',
      header: t('columns.paymentAccount'),
      cell: (r) => <MaskedIban iban={r.paymentIban} />,
    },
    { key: 'reimbursement', choosable: 'shown', header: t('columns.reimbursement'), cell: (r) => <ReimbursementStatusBadge status={r.reimbursementStatus} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (r) => <ReceiptRowActions receipt={r} onAction={(action) => void onAction(r, action)} />,
    },
  ];

  const driverName = list.filters.driverId ? receipts.data?.results.find((r) => r.driverId === list.filters.driverId)?.driverName : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap" flex={1}>
          <MonthYearFilter />
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={RECEIPT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={isStatus(list.filters.status) ? list.filters.status : null}
            onChange={(v) => list.setFilter('status', v)}
            clearable
            w={170}
          />
          <Select
            label={t('filters.sent')}
            placeholder={t('filters.all')}
            data={SENT_VALUES.map((v) => ({ value: v, label: t(`sent.${v}`) }))}
            value={isSent(list.filters.sent) ? list.filters.sent : null}
            onChange={(v) => list.setFilter('sent', v)}
            clearable
            w={150}
          />
          {list.filters.driverId && (
            <Pill size="lg" withRemoveButton onRemove={() => list.setFilter('driverId', null)} removeButtonProps={{ 'aria-label': t('filters.clearDriver') }}>
              {t('filters.driver', { name: driverName ?? t('filters.oneDriver') })}
            </Pill>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <MonthCloseMenu month={monthYear.month} year={monthYear.year} />
          <ExportButton path={RECEIPTS_EXPORT_PATH} query={{ ...list.filterQuery, ...filters, ...monthYear.query }} zip />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('create.button')}
          </Button>
        </Group>
      </Group>
      <ListTable columnsKey="receipts" label={t('list.tableLabel')} columns={columns} rowKey={(r) => r.id} emptyText={t('list.empty')} list={list} query={receipts} />
      <ReceiptCreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        initial={monthYear.month ? { year: monthYear.year, month: monthYear.month } : undefined}
      />
      <ReceiptSubmitDialog receipt={dialog?.kind === 'submit' ? dialog.receipt : null} onClose={() => setDialog(null)} />
      <ReceiptDeleteDialog receipt={dialog?.kind === 'delete' ? dialog.receipt : null} onClose={() => setDialog(null)} />
      <ReceiptCorrectionDialog receipt={dialog?.kind === 'correct' ? dialog.receipt : null} onClose={() => setDialog(null)} />
      <ReceiptPreviewDialog receipt={dialog?.kind === 'preview' ? dialog.receipt : null} onClose={() => setDialog(null)} />
      <ReceiptSendDialog receipt={dialog?.kind === 'send' ? dialog.receipt : null} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** The payroll file of the chosen month, as CSV or DATEV; a whole year has no month close. */
function MonthCloseMenu({ year, month }: { year: number; month: number | null }) {
  const { t } = useTranslation('receipts');
  const download = (format: MonthCloseFormat) => month && void notifyExport(() => downloadMonthClose({ year, month, format }));
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" leftSection={<IconCalendarStats size={16} aria-hidden />} disabled={!month}>
          {t('monthClose.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MONTH_CLOSE_FORMATS.map((f) => (
          <Menu.Item key={f} onClick={() => download(f)}>
            {t(`monthClose.${f}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
