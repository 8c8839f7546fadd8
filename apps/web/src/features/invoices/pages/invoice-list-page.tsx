import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_KINDS,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUSES,
  vatRatePercent,
  type Invoice,
  type InvoiceKind,
  type InvoiceListItem,
  type InvoiceStatus,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { downloadEInvoice } from '../api/download-e-invoice.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { invoiceQueryOptions } from '../api/get-invoice.ts';
import { INVOICES_SEARCH_PATH } from '../api/keys.ts';
import { useInvoices } from '../api/search-invoices.ts';
import { useSyncInvoice } from '../api/sync-invoice.ts';
import { InvoiceApproveDialog } from '../components/invoice-approve-dialog.tsx';
import { InvoiceSendDialog } from '../components/invoice-send-dialog.tsx';
import { InvoiceCancelDialog } from '../components/invoice-cancel-dialog.tsx';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';
import { InvoiceFormDialog } from '../components/invoice-form-dialog.tsx';
import { InvoicePaymentsDialog } from '../components/invoice-payments-dialog.tsx';
import { InvoicePreviewDialog } from '../components/invoice-preview-dialog.tsx';
import { InvoiceRowActions, type InvoiceAction } from '../components/invoice-row-actions.tsx';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { companyColumn } from '../../../components/ui/entity-columns.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (v: string | undefined): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v ?? '');
const isKind = (v: string | undefined): v is InvoiceKind => (INVOICE_KINDS as readonly string[]).includes(v ?? '');

type Dialog = { kind: 'approve' | 'cancel' | 'payments' | 'preview'; invoice: InvoiceListItem } | { kind: 'form'; invoice: Invoice | null } | { kind: 'send'; invoice: Invoice } | null;

/** /dashboard/invoices: every invoice to companies, with filters, export and the actions of each state. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [companyName, setCompanyName] = useState<string | null>(null);
  const monthYear = useMonthYear();
  const list = useListParams({
    sortFields: INVOICE_SORT_FIELDS,
    defaultSort: { field: 'invoiceDate', dir: 'DESC' },
    filters: ['status', 'kind', 'companyId'] as const,
  });
  const { status, kind, companyId, ...rest } = list.query;
  const filters = {
    ...(isStatus(status) ? { status } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(companyId && UUID.test(companyId) ? { companyId } : {}),
    ...monthYear.query,
  };
  const invoices = useInvoices({ ...rest, ...filters });
  const sync = useSyncInvoice();

  const onAction = async (invoice: InvoiceListItem, action: InvoiceAction) => {
    try {
      switch (action) {
        case 'edit':
          setDialog({ kind: 'form', invoice: await queryClient.fetchQuery(invoiceQueryOptions(invoice.id)) });
          return;
        case 'approve':
        case 'cancel':
        case 'payments':
        case 'preview':
          setDialog({ kind: action, invoice });
          return;
        case 'send':
          setDialog({ kind: 'send', invoice: await queryClient.fetchQuery(invoiceQueryOptions(invoice.id)) });
          return;
        case 'sync': {
          const result = await sync.mutateAsync(invoice.id).catch((error: unknown) => {
            notifyError(error, t('sync.failed'));
            return null;
          });
          if (result) notifySuccess(t('sync.done', { number: result.invoice.number, count: result.newPayments }));
          return;
        }
        case 'downloadPdf':
          await downloadInvoicePdf(invoice.id);
          return;
        case 'eInvoice':
          await downloadEInvoice(invoice.id);
          return;
      }
    } catch (error) {
      notifyError(error);
    }
  };

  const money = (minor: number, row: InvoiceListItem) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {format.money(minor, row.currency)}
    </Text>
  );
  const rate = (r: InvoiceListItem) => {
    const percent = vatRatePercent(r.taxRateBp);
    return `${format.lang === 'de' ? percent.replace('.', ',') : percent} %`;
  };
  const columns: DataTableColumn<InvoiceListItem>[] = [
    {
      key: 'number',
      sortable: true,
      header: t('columns.number'),
      cell: (r) => (
        <Stack gap={2}>
          {r.number ? (
            <Text size="sm" fw={600} ff="monospace">
              {r.number}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noNumber')}
            </Text>
          )}
          {r.kind === 'LICENSE_RENEWAL' && (
            <Badge size="xs" variant="outline" color="violet">
              {t('kind.LICENSE_RENEWAL')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: 'status', sortable: true, header: t('columns.status'), cell: (r) => <InvoiceStatusBadge status={r.status} /> },
    companyColumn({ key: 'companyName', header: t('columns.company'), id: (r) => r.companyId, name: (r) => r.companyName }),
    { key: 'invoiceDate', sortable: true, header: t('columns.date'), cell: (r) => format.date(r.invoiceDate) },
    { key: 'totalNet', choosable: 'shown', header: t('columns.totalNet'), align: 'right', cell: (r) => money(r.totalNetMinor, r) },
    {
      key: 'taxRate', choosable: 'shown',
      header: t('columns.taxRate'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={r.vatCategory === 'AE' ? t('reverseCharge') : undefined}>
          {r.vatCategory === 'AE' ? '0 % · RC' : rate(r)}
        </Text>
      ),
    },
    { key: 'taxAmount', choosable: 'shown', header: t('columns.taxAmount'), align: 'right', cell: (r) => money(r.taxMinor, r) },
    {
      key: 'totalGross',
      sortable: true,
      header: t('columns.totalGross'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {format.money(r.totalGrossMinor, r.currency)}
        </Text>
      ),
    },
    { key: 'paid', choosable: 'shown', sortable: true, header: t('columns.paid'), align: 'right', cell: (r) => money(r.paidMinor, r) },
    { key: 'sentAt', choosable: 'shown', sortable: true, header: t('columns.sentAt'), cell: (r) => (r.sentAt ? format.date(r.sentAt) : t('notSent')) },
    {
      key: 'delivery', choosable: 'shown',
      header: t('columns.delivery'),
      cell: (r) =>
        r.deliveryFrom && r.deliveryTo ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {format.date(r.deliveryFrom)} –<br />
            {format.date(r.deliveryTo)}
          </Text>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (r) => <InvoiceRowActions invoice={r} onAction={(a) => void onAction(r, a)} />,
    },
  ];

  const pickedCompany =
    companyId && UUID.test(companyId)
      ? { value: companyId, label: companyName ?? invoices.data?.results.find((r) => r.companyId === companyId)?.companyName ?? '' }
      : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={isStatus(list.filters.status) ? list.filters.status : null}
            onChange={(v) => list.setFilter('status', v)}
            clearable
            w={180}
          />
          <Select
            label={t('filters.kind')}
            placeholder={t('filters.all')}
            data={INVOICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={isKind(list.filters.kind) ? list.filters.kind : null}
            onChange={(v) => list.setFilter('kind', v)}
            clearable
            w={180}
          />
          <CompanyPicker
            label={t('filters.company')}
            placeholder={t('filters.companyPlaceholder')}
            nothingFound={t('form.nothingFound')}
            value={pickedCompany?.value ?? null}
            selected={pickedCompany}
            onChange={(c) => {
              setCompanyName(c?.label ?? null);
              list.setFilter('companyId', c?.value ?? null);
            }}
            withinPortal
            w={260}
          />
          <MonthYearFilter />
        </Group>
        <Group gap="sm">
          <ExportButton path={INVOICES_SEARCH_PATH} query={{ ...list.filterQuery, ...filters }} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'form', invoice: null })}>
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <ListTable columnsKey="invoices"
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('list.empty')}
        list={list}
        query={invoices}
        pageSizeOptions={[25, 50, 100, 200]}
      />
      <InvoiceFormDialog opened={dialog?.kind === 'form'} invoice={dialog?.kind === 'form' ? dialog.invoice : null} onClose={() => setDialog(null)} />
      <InvoiceApproveDialog invoice={dialog?.kind === 'approve' ? dialog.invoice : null} onClose={() => setDialog(null)} />
      <InvoiceCancelDialog invoice={dialog?.kind === 'cancel' ? dialog.invoice : null} onClose={() => setDialog(null)} />
      <InvoicePaymentsDialog invoice={dialog?.kind === 'payments' ? dialog.invoice : null} onClose={() => setDialog(null)} />
      <InvoicePreviewDialog invoice={dialog?.kind === 'preview' ? dialog.invoice : null} onClose={() => setDialog(null)} />
      <InvoiceSendDialog invoice={dialog?.kind === 'send' ? dialog.invoice : null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
