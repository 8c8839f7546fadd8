import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type DriverListItem } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { currentMonthYear } from '../../../lib/use-month-year.ts';
import { DRIVERS_EXPORT_PATH, useDrivers } from '../api/get-drivers.ts';
import { CompletenessBadge } from '../components/completeness-badge.tsx';
import { DriverAddDialog } from '../components/driver-add-dialog.tsx';
import { TariffStatusBadge } from '../components/tariff-status-badge.tsx';
import { companyColumn, driverNameColumn } from '../components/driver-columns.tsx';

/** The columns this list sorts on; the server sorts, by name unless asked otherwise. */
const DRIVER_LIST_SORT_FIELDS = ['userName', 'companyName'] as const;

export interface DriverListPageProps {
  isAdministrator?: boolean;
  /** More buttons for the toolbar, e.g. inviting drivers. */
  actions?: ReactNode;
}

/** /dashboard/driver: every driver with contact, company, cable, tariff status and what is missing. */
export default function DriverListPage({ isAdministrator = false, actions }: DriverListPageProps) {
  const { t } = useTranslation('drivers');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListParams({
    sortFields: DRIVER_LIST_SORT_FIELDS,
    defaultSort: { field: 'userName', dir: 'ASC' },
    filters: ['userName'] as const,
  });
  // The list is about people, not a month; the search still takes one, so it is this month.
  const month = useMemo(() => currentMonthYear(), []);
  const drivers = useDrivers({ ...list.query, ...month });

  const columns: DataTableColumn<DriverListItem>[] = [
    driverNameColumn('name', t('columns.name'), { isAdministrator }),
    { key: 'email', choosable: 'shown', header: t('columns.email'), cell: (d) => <Text size="sm">{d.email}</Text> },
    companyColumn(t('columns.company')),
    { key: 'cable', choosable: 'shown', header: t('columns.cable'), cell: (d) => d.cable?.hardwareId ?? EMPTY_VALUE },
    { key: 'tariffStatus', choosable: 'shown', header: t('columns.tariffStatus'), cell: (d) => <TariffStatusBadge status={d.tariffStatus} /> },
    { key: 'completeness', choosable: 'shown', header: t('columns.completeness'), cell: (d) => <CompletenessBadge completeness={d.completeness} /> },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SearchInput
          value={list.filters.userName}
          onSearch={(userName) => list.setFilter('userName', userName)}
          placeholder={t('list.searchPlaceholder')}
          maw={360}
          flex={1}
          miw={200}
        />
        <Group gap="sm" wrap="wrap">
          {actions}
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('add.button')}
          </Button>
          <ExportButton path={DRIVERS_EXPORT_PATH} query={{ ...list.filterQuery, ...month }} zip />
        </Group>
      </Group>
      <ListTable columnsKey="drivers"
        label={t('list.tableLabel')}
        columns={columns}
        rowKey={(d) => d.id}
        emptyText={t('list.empty')}
        list={list}
        query={drivers}
      />
      <DriverAddDialog
        opened={adding}
        onClose={() => setAdding(false)}
        isAdministrator={isAdministrator}
        onAdded={(driver) => navigate(`/dashboard/driver/${driver.id}`)}
      />
    </Stack>
  );
}
