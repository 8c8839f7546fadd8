import { Badge, CloseButton, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MILEAGE_SOURCES } from '@fleetwatt/shared';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';

export const MILEAGE_FILTERS = ['driverId', 'companyId', 'source', 'flagged'] as const;
export type MileageFilterName = (typeof MILEAGE_FILTERS)[number];

const FLAGGED = ['true', 'false'] as const;
const isSource = (v: string) => (MILEAGE_SOURCES as readonly string[]).includes(v);
const isFlagged = (v: string) => (FLAGGED as readonly string[]).includes(v);

interface FiltersProps {
  filters: Record<MileageFilterName, string>;
  setFilter: (name: MileageFilterName, value: string | null) => void;
  isAdministrator: boolean;
  /** The name of the driver the list is narrowed to, once a row shows it. */
  driverName?: string;
}

/** Source, plausibility, company (administrators) and the driver a list was opened for. */
export function MileageFilters({ filters, setFilter, isAdministrator, driverName }: FiltersProps) {
  const { t } = useTranslation('mileage');
  return (
    <>
      <Select
        label={t('filters.source')}
        placeholder={t('filters.all')}
        data={MILEAGE_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        value={isSource(filters.source) ? filters.source : null}
        onChange={(v) => setFilter('source', v)}
        clearable
        w={150}
      />
      <Select
        label={t('filters.plausibility')}
        placeholder={t('filters.all')}
        data={FLAGGED.map((v) => ({ value: v, label: t(`filters.flagged.${v}`) }))}
        value={isFlagged(filters.flagged) ? filters.flagged : null}
        onChange={(v) => setFilter('flagged', v)}
        clearable
        w={170}
      />
      {isAdministrator && (
        <CompanyPicker
          label={t('filters.company')}
          placeholder={t('filters.allCompanies')}
          value={filters.companyId || null}
          onChange={(o) => setFilter('companyId', o?.value ?? null)}
          withinPortal
          w={240}
        />
      )}
      {filters.driverId && (
        <Group gap={4} pb={6}>
          <Badge variant="light" size="lg" rightSection={<CloseButton size="xs" aria-label={t('filters.clearDriver')} onClick={() => setFilter('driverId', null)} />}>
            {t('filters.driver', { name: driverName ?? t('filters.oneDriver') })}
          </Badge>
        </Group>
      )}
    </>
  );
}
