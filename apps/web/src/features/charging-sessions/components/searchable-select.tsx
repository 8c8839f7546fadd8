import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';

export interface Option {
  id: string;
  name: string;
  note?: string | null;
  /** The company of a driver option. */
  companyId?: string | null;
}

export interface SearchableSelectProps {
  label: string;
  placeholder?: string;
  value: string | null;
  /** The chosen option as far as it is known (e.g. read from the URL), so its name shows. */
  selected: Option | null;
  onChange: (option: Option | null) => void;
  /** Options for a typed term; the server filters. */
  useOptions: (term: string) => { data?: Option[]; isFetching: boolean };
  error?: string;
  required?: boolean;
  w?: number | string;
  withinPortal?: boolean;
}

/** A select whose options the server finds by the typed text (drivers, companies). */
export function SearchableSelect({
  label,
  placeholder,
  value,
  selected,
  onChange,
  useOptions,
  error,
  required,
  w,
  withinPortal = true,
}: SearchableSelectProps) {
  const { t } = useTranslation('charging-sessions');
  const [search, setSearch] = useState('');
  // The box shows the chosen name as its text; that is not a search.
  const term = selected && search === selected.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useOptions(debounced);
  const found = options.data ?? [];
  const all = [...(selected && !found.some((o) => o.id === selected.id) ? [selected] : []), ...found];
  const byId = new Map(all.map((o) => [o.id, o]));

  return (
    <Select
      label={label}
      placeholder={placeholder}
      withAsterisk={required}
      searchable
      clearable
      data={all.map((o) => ({ value: o.id, label: o.name }))}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: unfiltered }) => unfiltered}
      nothingFoundMessage={options.isFetching ? t('filters.loading') : t('filters.nothingFound')}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      w={w}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal }}
      renderOption={({ option }) => {
        const note = byId.get(option.value)?.note;
        return (
          <div>
            <div>{option.label}</div>
            {note && <div style={{ fontSize: 12, opacity: 0.65 }}>{note}</div>}
          </div>
        );
      }}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
    />
  );
}
