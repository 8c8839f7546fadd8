import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useCompanyOptions } from '../api/search-company-options.ts';

/** The administrators' company filter: a searchable select over every company. */
export function CompanyFilter({ value, onChange, selectedName }: { value: string | null; onChange: (id: string | null, name: string | null) => void; selectedName?: string | null }) {
  const { t } = useTranslation('tariffs');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const known = picked ?? (value && selectedName ? { id: value, name: selectedName } : null);
  // The box shows the selected option's label; that is not a search.
  const selectedLabel = value ? (known?.name ?? null) : null;
  const term = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useCompanyOptions(debounced, true);
  const found = options.data ?? [];
  const data = [
    ...(known && value === known.id && !found.some((c) => c.id === known.id) ? [{ value: known.id, label: known.name }] : []),
    ...found.map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Select
      label={t('filters.company')}
      placeholder={t('filters.allCompanies')}
      searchable
      clearable
      data={data}
      value={value}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? <Loader size={14} /> : t('filters.nothingFound')}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: false }}
      w={220}
      onChange={(id, option) => {
        const name = id ? (option?.label ?? null) : null;
        setPicked(id && name ? { id, name } : null);
        onChange(id, name);
      }}
    />
  );
}
