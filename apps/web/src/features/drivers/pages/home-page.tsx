import { lazy, Suspense, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, type DriverListItem } from '@fleetwatt/shared';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { getChildCompanyId } from '../../../lib/api-client.ts';
import { EMPTY_VALUE } from '../../../lib/format.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { DRIVERS_EXPORT_PATH, useDrivers } from '../api/get-drivers.ts';
import { driverName, driverTarget, type DriverDialogState } from '../components/driver-target.ts';
import { DriverRowActions } from '../components/driver-row-actions.tsx';
import { HomeIndicators } from '../components/home-indicators.tsx';
import { HomeModals } from '../components/home-modals.tsx';
import { SubscriptionBadge } from '../components/subscription-badge.tsx';
import { companyColumn, driverNameColumn } from '../components/driver-columns.tsx';
import { loadAllTranslations } from '../../../lib/i18n.ts';

// Only administrators open these, and only on demand: their forms and texts load with the first one opened.
const DriverActionDialogs = lazy(() =>
  Promise.all([import('../components/driver-action-dialogs.tsx'), loadAllTranslations()]).then(([m]) => ({ default: m.DriverActionDialogs })),
);

export interface HomePageProps {
  /** Administrators get the Admin column with the row actions, and the Payment+ badges. */
  isAdministrator?: boolean;
}

/**
 * /dashboard/home: the three indicators and the drivers of the month (y, m in the URL) with their
 * company, license, energy and expense; sorted by expense, highest first, 50 a page.
 */
export default function HomePage({ isAdministrator = false }: HomePageProps) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const monthYear = useMonthYear();
  const list = useListParams({
    sortFields: USER_SORT_FIELDS,
    defaultSort: { field: 'expense', dir: 'DESC' },
    filters: ['userName'] as const,
  });
  const query = { ...list.query, ...monthYear.query };
  const drivers = useDrivers(query);
  const [dialog, setDialog] = useState<DriverDialogState | null>(null);
  // The dialogs stay mounted once loaded, so a closing one keeps its transition.
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  const openDialog = (next: DriverDialogState) => {
    setDialogsLoaded(true);
    setDialog(next);
  };

  const columns: DataTableColumn<DriverListItem>[] = [
    companyColumn(t('columns.company')),
    driverNameColumn('driver', t('columns.driver'), { isAdministrator, withCompleteness: true }),
    { key: 'subscription', header: t('columns.subscription'), cell: (d) => <SubscriptionBadge subscription={d.subscription} /> },
    {
      key: 'energy',
      header: t('columns.energy'),
      sortable: true,
      align: 'right',
      cell: (d) => <Text span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.energy(d.energyWh)}</Text>,
    },
    {
      key: 'expense',
      header: t('columns.expense'),
      sortable: true,
      align: 'right',
      cell: (d) => (
        <Text span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {d.currency ? format.money(d.expenseMinor, d.currency) : EMPTY_VALUE}
        </Text>
      ),
    },
  ];
  if (isAdministrator) {
    columns.push({
      key: 'admin',
      header: t('columns.admin'),
      align: 'center',
      width: 80,
      cell: (d) => (
        <DriverRowActions driverName={driverName(d)} onAction={(kind) => openDialog({ kind, driver: driverTarget(d) })} />
      ),
    });
  }

  return (
    <Stack gap="lg">
      <HomeIndicators />
      <Stack gap="md">
        {/* The page title stands in the header; filters and export share the toolbar. */}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap" flex={1}>
            <SearchInput
              value={list.filters.userName}
              onSearch={(userName) => list.setFilter('userName', userName)}
              placeholder={t('table.searchPlaceholder')}
              maw={320}
              flex={1}
              miw={200}
            />
            <MonthYearFilter />
          </Group>
          <ExportButton path={DRIVERS_EXPORT_PATH} query={{ ...list.filterQuery, ...monthYear.query }} zip />
        </Group>
        <ListTable
          label={t('table.label')}
          columns={columns}
          rowKey={(d) => d.id}
          emptyText={t('table.empty')}
          list={list}
          query={drivers}
        />
        <Text size="xs" c="dimmed" data-testid="home-figures-note">
          {t('table.figuresNote')}
          {isAdministrator && !getChildCompanyId() ? ` ${t('table.currencyNote')}` : ''}
        </Text>
      </Stack>
      <HomeModals />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <DriverActionDialogs state={dialog} onClose={() => setDialog(null)} isAdministrator={isAdministrator} />
        </Suspense>
      )}
    </Stack>
  );
}
