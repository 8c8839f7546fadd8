import { useState } from 'react';
import { Badge, CloseButton, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MILEAGE_SOURCES } from '@fleetwatt/shared';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useCompanyOptions } from '../api/search-company-options.ts';

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
      {isAdministrator && <CompanyFilter value={filters.companyId} onChange={(v) => setFilter('companyId', v)} />}
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

function CompanyFilter({ value, onChange }: { value: string; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('mileage');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const term = picked && search === picked.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useCompanyOptions(debounced, true);
  const found = options.data ?? [];
  const all = [...(picked && !found.some((c) => c.id === picked.id) ? [picked] : []), ...found];
  return (
    <Select
      label={t('filters.company')}
      placeholder={t('filters.allCompanies')}
      searchable
      clearable
      data={all.map((c) => ({ value: c.id, label: c.name }))}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      onChange={(id) => {
        setPicked(all.find((c) => c.id === id) ?? null);
        onChange(id);
      }}
      maxDropdownHeight={300}
      w={240}
    />
  );
}
