import { useState, type ReactNode } from 'react';
import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from './search-input.tsx';

export interface RemoteOption<T = unknown> {
  value: string;
  label: string;
  /** A second, dimmed line under the label. */
  note?: string;
  /** What the option stands for, as the lookup found it. */
  item?: T;
}

export interface RemoteSelectProps<T = unknown> {
  label: ReactNode;
  placeholder?: string;
  description?: ReactNode;
  value: string | null;
  onChange: (option: RemoteOption<T> | null) => void;
  /** The options for the typed text; the server filters (debounced 500 ms). */
  useOptions: (term: string) => { data?: RemoteOption<T>[]; isFetching: boolean };
  /** The chosen option as far as it is known before any search (the current value, a name read from the URL). */
  selected?: RemoteOption<T> | null;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown when nothing matches; a general sentence when absent. */
  nothingFound?: string;
  clearable?: boolean;
  w?: number | string;
  /** Render the list in a portal (a filter in a page) or inside the element (a dialog's form, the default). */
  withinPortal?: boolean;
}

/** A searchable select whose options come from the server for what is typed: every picker of the app is one. */
export function RemoteSelect<T = unknown>({
  useOptions,
  selected,
  onChange,
  value,
  nothingFound,
  required,
  clearable = true,
  withinPortal = false,
  ...props
}: RemoteSelectProps<T>) {
  const { t } = useTranslation('ui');
  const [search, setSearch] = useState(() => (selected && selected.value === value ? selected.label : ''));
  const [picked, setPicked] = useState<RemoteOption<T> | null>(null);
  const current = [picked, selected ?? null].find((o) => o && o.value === value) ?? null;
  // The box shows the chosen label as its text; that is not a search.
  const term = current && search === current.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useOptions(debounced);
  const found = options.data ?? [];
  const all = [...(current && !found.some((o) => o.value === current.value) ? [current] : []), ...found];
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
      nothingFoundMessage={options.isFetching ? t('pickers.loading') : (nothingFound ?? t('pickers.nothingFound'))}
      rightSection={options.isFetching ? <Loader role="status" size={14} aria-label={t('pickers.loading')} /> : undefined}
      clearable={clearable}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal }}
      onChange={(id) => {
        const option = id ? (byValue.get(id) ?? null) : null;
        setPicked(option);
        onChange(option);
      }}
    />
  );
}
