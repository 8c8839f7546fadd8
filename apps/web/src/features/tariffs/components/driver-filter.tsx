import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useDriverOptions } from '../api/search-driver-options.ts';

export interface DriverSelectProps {
  label: string;
  value: string | null;
  onChange: (id: string | null, name: string | null) => void;
  /** The name of the selected driver when the options do not have it yet (from the URL). */
  selectedName?: string | null;
  placeholder?: string;
  error?: string;
  required?: boolean;
  w?: number;
}

/** A searchable select of the scope's drivers; the server filters by the typed name. */
export function DriverSelect({ label, value, onChange, selectedName, placeholder, error, required, w }: DriverSelectProps) {
  const { t } = useTranslation('tariffs');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const known = picked ?? (value && selectedName ? { id: value, name: selectedName } : null);
  const [labels] = useState(() => new Map<string, string>());
  // The box shows the selected option's label; that is not a search.
  const selectedLabel = value ? (labels.get(value) ?? known?.name ?? null) : null;
  const term = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useDriverOptions(debounced);
  const found = options.data ?? [];
  const data = [
    ...(known && value === known.id && !found.some((d) => d.id === known.id) ? [{ value: known.id, label: known.name }] : []),
    ...found.map((d) => ({ value: d.id, label: d.companyName ? `${d.name} (${d.companyName})` : d.name })),
  ];
  for (const option of data) labels.set(option.value, option.label);
  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder={placeholder ?? t('filters.searchDriver')}
      searchable
      clearable
      data={data}
      value={value}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? <Loader size={14} /> : t('filters.nothingFound')}
      error={error}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: false }}
      w={w}
      onChange={(id, option) => {
        const name = id ? (found.find((d) => d.id === id)?.name ?? option?.label ?? null) : null;
        setPicked(id && name ? { id, name } : null);
        onChange(id, name);
      }}
    />
  );
}
