import { useState } from 'react';
import { Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLicense } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LICENSE_SORT_FIELDS,
  LICENSE_STATUSES,
  LICENSE_TYPES,
  RENEWAL_STATUSES,
  type License,
  type LicenseStatus,
  type LicenseType,
  type RenewalStatus,
} from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { LICENSES_EXPORT_PATH, useLicenses } from '../api/search-licenses.ts';
import { LicenseAssignDialog } from '../components/license-assign-dialog.tsx';
import { InvoiceStatusBadge, LicenseStatusBadge, RenewalStatusBadge } from '../components/license-badges.tsx';
import { LicenseCancelDialog, LicenseDeleteDialog } from '../components/license-confirm-dialog.tsx';
import { LicenseEditDialog } from '../components/license-edit-dialog.tsx';
import { LicenseRenewalDialog } from '../components/license-renewal-dialog.tsx';
import { LicenseRowActions, type LicenseRowAction } from '../components/license-row-actions.tsx';
import { CompanyLink, DriverLink } from '../../../components/ui/entity-links.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string | undefined): v is T =>
    (values as readonly string[]).includes(v ?? '');
const isStatus = oneOf<LicenseStatus>(LICENSE_STATUSES);
const isType = oneOf<LicenseType>(LICENSE_TYPES);
const isRenewal = oneOf<RenewalStatus>(RENEWAL_STATUSES);

export interface LicenseListPageProps {
  isAdministrator?: boolean;
}

/**
 * /dashboard/licenses: the scope's licenses with cable, driver, type, status, period and the status
 * of the latest renewal and its invoice. Everyone reads and opens the renewals; administrators
 * assign, edit, cancel and delete.
 */
export default function LicenseListPage({ isAdministrator = false }: LicenseListPageProps) {
  const { t } = useTranslation('licenses');
  const format = useFormat();
  const [assigning, setAssigning] = useState(false);
  const [open, setOpen] = useState<{ action: LicenseRowAction; license: License } | null>(null);
  const list = useListParams({
    sortFields: LICENSE_SORT_FIELDS,
    defaultSort: { field: 'expirationDate', dir: 'ASC' },
    filters: ['q', 'status', 'type', 'renewalStatus', 'companyId', 'driverId'] as const,
  });
  // Only values the server takes leave the page; a hand-edited URL falls back to "all".
  const { status, type, renewalStatus, companyId, driverId, q } = list.filters;
  const filters = {
    ...(q ? { q } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isType(type) ? { type } : {}),
    ...(isRenewal(renewalStatus) ? { renewalStatus } : {}),
    ...(UUID.test(companyId) ? { companyId } : {}),
    ...(UUID.test(driverId) ? { driverId } : {}),
  };
  const paging = { pageNumber: list.pageNumber, pageSize: list.pageSize, sortField: list.sortField, sortDir: list.sortDir };
  const licenses = useLicenses({ ...paging, ...filters });
  const showing = (action: LicenseRowAction) => (open?.action === action ? open.license : null);
  const close = () => setOpen(null);

  const columns: DataTableColumn<License>[] = [
    {
      key: 'company',
      header: t('columns.company'),
      cell: (l) =>
        isAdministrator ? (
          <CompanyLink id={l.companyId} size="sm">{l.companyName}</CompanyLink>
        ) : (
          <Text size="sm">{l.companyName}</Text>
        ),
    },
    {
      key: 'cable',
      header: t('columns.cable'),
      cell: (l) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {l.cable?.hardwareId ?? EMPTY_VALUE}
        </Text>
      ),
    },
    {
      key: 'driver',
      header: t('columns.driver'),
      cell: (l) =>
        l.userId ? (
          <DriverLink id={l.userId} size="sm">{l.userName ?? l.userId}</DriverLink>
        ) : (
          <Text size="sm" c="dimmed">
            {t('notAssigned')}
          </Text>
        ),
    },
    { key: 'type', sortField: 'type', sortable: true, header: t('columns.type'), cell: (l) => t(`type.${l.type}`) },
    { key: 'status', sortField: 'status', sortable: true, header: t('columns.status'), cell: (l) => <LicenseStatusBadge status={l.status} /> },
    { key: 'startDate', choosable: 'shown', sortField: 'startDate', sortable: true, header: t('columns.startDate'), cell: (l) => format.date(l.startDate) },
    {
      key: 'expirationDate',
      sortField: 'expirationDate',
      sortable: true,
      header: t('columns.expirationDate'),
      cell: (l) => format.date(l.expirationDate),
    },
    { key: 'renewalStatus', header: t('columns.renewalStatus'), cell: (l) => <RenewalStatusBadge status={l.renewalStatus} /> },
    { key: 'invoiceStatus', header: t('columns.invoiceStatus'), cell: (l) => <InvoiceStatusBadge status={l.invoiceStatus} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
      align: 'right',
      cell: (l) => <LicenseRowActions license={l} isAdministrator={isAdministrator} onAction={(action) => setOpen({ action, license: l })} />,
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SearchInput value={q} onSearch={(v) => list.setFilter('q', v)} placeholder={t('list.searchPlaceholder')} maw={300} flex={1} miw={200} />
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          data={LICENSE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={isStatus(status) ? status : null}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          w={170}
        />
        <Select
          label={t('filters.type')}
          placeholder={t('filters.all')}
          data={LICENSE_TYPES.map((s) => ({ value: s, label: t(`type.${s}`) }))}
          value={isType(type) ? type : null}
          onChange={(v) => list.setFilter('type', v)}
          clearable
          w={170}
        />
        <Select
          label={t('filters.renewalStatus')}
          placeholder={t('filters.all')}
          data={RENEWAL_STATUSES.map((s) => ({ value: s, label: t(`renewalStatus.${s}`) }))}
          value={isRenewal(renewalStatus) ? renewalStatus : null}
          onChange={(v) => list.setFilter('renewalStatus', v)}
          clearable
          w={210}
        />
        {isAdministrator && (
          <CompanyPicker
            label={t('filters.company')}
            placeholder={t('filters.allCompanies')}
            value={UUID.test(companyId) ? companyId : null}
            onChange={(o) => list.setFilter('companyId', o?.value)}
            withinPortal
            nothingFound={t('filters.noCompanies')}
            w={240}
          />
        )}
        <Group gap="sm" wrap="wrap" ml="auto">
          {isAdministrator && (
            <Button leftSection={<IconLicense size={16} aria-hidden />} onClick={() => setAssigning(true)}>
              {t('assign.button')}
            </Button>
          )}
          <ExportButton path={LICENSES_EXPORT_PATH} query={{ sortField: list.sortField, sortDir: list.sortDir, ...filters }} zip />
        </Group>
      </Group>
      {filters.driverId && (
        <Group gap="xs">
          <Text size="sm">{t('filters.oneDriver')}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => list.setFilter('driverId', null)}>
            {t('filters.allDrivers')}
          </Button>
        </Group>
      )}
      <ListTable columnsKey="licenses" label={t('list.tableLabel')} columns={columns} rowKey={(l) => l.id} emptyText={t('list.empty')} list={list} query={licenses} />
      <LicenseAssignDialog opened={assigning} onClose={() => setAssigning(false)} />
      <LicenseRenewalDialog license={showing('renewals')} isAdministrator={isAdministrator} onClose={close} />
      <LicenseEditDialog license={showing('edit')} onClose={close} />
      <LicenseCancelDialog license={showing('cancel')} onClose={close} />
      <LicenseDeleteDialog license={showing('delete')} onClose={close} />
    </Stack>
  );
}
