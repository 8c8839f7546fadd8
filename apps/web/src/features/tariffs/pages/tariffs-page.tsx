import { useState } from 'react';
import { Button, Group, Select, Stack, Tabs } from '@mantine/core';
import { IconPlus, IconScale } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TARIFF_SORT_FIELDS, TARIFF_STATUSES, type Tariff, type TariffStatus } from '@fleetwatt/shared';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';
import { DriverPicker } from '../../../components/pickers/driver-picker.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { MonthYearFilter } from '../../../components/ui/month-year-filter.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useMonthYear } from '../../../lib/use-month-year.ts';
import { useTariffs } from '../api/search-tariffs.ts';
import { CompanyPriceRulesDialog } from '../components/company-price-rules-dialog.tsx';
import { FlatRatesPanel } from '../components/flat-rates-panel.tsx';
import { PriceSeriesPanel } from '../components/price-series-panel.tsx';
import { useTariffColumns } from '../components/tariff-columns.tsx';
import { TariffDeleteDialog } from '../components/tariff-delete-dialog.tsx';
import { TariffEditDialog } from '../components/tariff-edit-dialog.tsx';
import { TariffPreviewDialog } from '../components/tariff-preview-dialog.tsx';
import { TariffRejectDialog } from '../components/tariff-reject-dialog.tsx';
import type { TariffAction } from '../components/tariff-row-actions.tsx';
import { TariffStatusDialog } from '../components/tariff-status-dialog.tsx';
import { TariffTransferDialog } from '../components/tariff-transfer-dialog.tsx';
import { TariffValidateDialog } from '../components/tariff-validate-dialog.tsx';

const isStatus = (v: string | undefined): v is TariffStatus => (TARIFF_STATUSES as readonly string[]).includes(v ?? '');
const TABS = ['tariffs', 'flatRates', 'priceSeries'] as const;
type Tab = (typeof TABS)[number];

export interface TariffsPageProps {
  isAdministrator?: boolean;
  /** The company the header has selected (or the fleet manager's own): whose reimbursement rules to open. */
  companyId?: string | null;
}

/** /dashboard/tariffs: drivers' tariffs with their review; for administrators also flat rates and price series. */
export default function TariffsPage({ isAdministrator = false, companyId = null }: TariffsPageProps) {
  const { t } = useTranslation('tariffs');
  const [params, setParams] = useSearchParams();
  const tab: Tab = isAdministrator && TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'tariffs';

  const list = (
    <TariffList isAdministrator={isAdministrator} companyId={companyId} />
  );
  if (!isAdministrator) return list;
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (!value || value === 'tariffs') next.delete('tab');
            else next.set('tab', value);
            return next;
          },
          { replace: true },
        )
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="tariffs">{list}</Tabs.Panel>
      <Tabs.Panel value="flatRates">
        <FlatRatesPanel />
      </Tabs.Panel>
      <Tabs.Panel value="priceSeries">
        <PriceSeriesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}

type Open = { action: TariffAction | 'preview'; tariff: Tariff } | { action: 'create' } | { action: 'rules' } | null;

function TariffList({ isAdministrator, companyId }: { isAdministrator: boolean; companyId: string | null }) {
  const { t } = useTranslation('tariffs');
  const monthYear = useMonthYear();
  const list = useListParams({
    sortFields: TARIFF_SORT_FIELDS,
    defaultSort: { field: 'createdAt', dir: 'DESC' },
    filters: ['status', 'driverId', 'companyId'] as const,
  });
  const { status, driverId, companyId: companyFilter, ...rest } = list.query;
  const tariffs = useTariffs({
    ...rest,
    ...monthYear.query,
    ...(isStatus(status) ? { status } : {}),
    ...(driverId ? { driverId } : {}),
    ...(isAdministrator && companyFilter ? { companyId: companyFilter } : {}),
  });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const rows = tariffs.data?.results ?? [];
  const driverName = driverId ? (rows.find((r) => r.userId === driverId)?.driverName ?? null) : null;
  const companyName = companyFilter ? (rows.find((r) => r.companyId === companyFilter)?.companyName ?? null) : null;
  const columns = useTariffColumns({
    isAdministrator,
    onAction: (action, tariff) => setOpen({ action, tariff }),
    onPreview: (tariff) => setOpen({ action: 'preview', tariff }),
  });
  const opened = (action: TariffAction | 'preview') => (open && 'tariff' in open && open.action === action ? open.tariff : null);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm" justify="space-between">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <MonthYearFilter />
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={TARIFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={isStatus(list.filters.status) ? list.filters.status : null}
            onChange={(v) => list.setFilter('status', v)}
            clearable
            w={160}
          />
          <DriverPicker
            label={t('filters.driver')}
            placeholder={t('filters.allDrivers')}
            nothingFound={t('filters.nothingFound')}
            value={list.filters.driverId || null}
            selected={driverId && driverName ? { value: driverId, label: driverName } : null}
            onChange={(o) => list.setFilter('driverId', o?.value ?? null)}
            withinPortal
            w={240}
          />
          {isAdministrator && (
            <CompanyPicker
              label={t('filters.company')}
              placeholder={t('filters.allCompanies')}
              nothingFound={t('filters.nothingFound')}
              value={list.filters.companyId || null}
              selected={companyFilter && companyName ? { value: companyFilter, label: companyName } : null}
              onChange={(o) => list.setFilter('companyId', o?.value ?? null)}
              withinPortal
              w={220}
            />
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconScale size={16} aria-hidden />} onClick={() => setOpen({ action: 'rules' })}>
            {t('actions.priceRules')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({ action: 'create' })}>
            {t('actions.add')}
          </Button>
        </Group>
      </Group>
      <ListTable columnsKey="tariffs" label={t('list.tableLabel')} columns={columns} rowKey={(r) => r.id} emptyText={t('list.empty')} list={list} query={tariffs} />

      <TariffEditDialog
        opened={open?.action === 'create' || open?.action === 'edit'}
        tariff={opened('edit')}
        driver={driverId && driverName ? { id: driverId, name: driverName } : null}
        isAdministrator={isAdministrator}
        onClose={close}
      />
      <TariffStatusDialog tariff={opened('status')} onClose={close} />
      <TariffValidateDialog tariff={opened('validate')} onClose={close} />
      <TariffRejectDialog tariff={opened('reject')} onClose={close} />
      <TariffTransferDialog tariff={opened('transfer')} onClose={close} />
      <TariffDeleteDialog tariff={opened('delete')} onClose={close} />
      <TariffPreviewDialog tariff={opened('preview')} onClose={close} />
      <CompanyPriceRulesDialog
        companyId={(isAdministrator && companyFilter) || companyId}
        opened={open?.action === 'rules'}
        onClose={close}
      />
    </Stack>
  );
}
