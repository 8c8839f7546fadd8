import { useState, type ReactNode } from 'react';
import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from './search-input.tsx';

export interface RemoteOption {
  value: string;
  label: string;
  /** A second, dimmed line under the label. */
  note?: string;
}

export interface RemoteSelectProps {
  label: ReactNode;
  placeholder?: string;
  description?: ReactNode;
  value: string | null;
  onChange: (option: RemoteOption | null) => void;
  /** The options for the typed text; the server filters (debounced 500 ms). */
  useOptions: (term: string) => { data?: RemoteOption[]; isFetching: boolean };
  /** An option to offer before any search, e.g. the current value. */
  initial?: RemoteOption | null;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  nothingFound: string;
  loading: string;
  clearable?: boolean;
  w?: number | string;
}

/** A searchable select whose options come from the server for what is typed. */
export function RemoteSelect({ useOptions, initial, onChange, value, nothingFound, loading, required, clearable = true, ...props }: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<RemoteOption | null>(initial ?? null);
  // The box shows the picked label as its text; that is not a search.
  const term = picked && search === picked.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useOptions(debounced);
  const found = options.data ?? [];
  const all = [...(picked && !found.some((o) => o.value === picked.value) ? [picked] : []), ...found];
  const byValue = new Map(all.map((o) => [o.value, o]));

  return (
    <Select
      {...props}
      withAsterisk={required}
      searchable
      data={all.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) => shown}
      renderOption={({ option }) => {
        const note = byValue.get(option.value)?.note;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {note && (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
          </Stack>
        );
      }}
      nothingFoundMessage={options.isFetching ? loading : nothingFound}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      clearable={clearable}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: false }}
      onChange={(id) => {
        const option = id ? (byValue.get(id) ?? null) : null;
        setPicked(option);
        onChange(option);
      }}
    />
  );
}
