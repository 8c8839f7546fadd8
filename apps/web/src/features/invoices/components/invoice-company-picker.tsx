import { useState } from 'react';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useCompanyOptions } from '../api/search-company-options.ts';

export interface PickedCompany {
  id: string;
  name: string;
}

interface InvoiceCompanyPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
}

/** A searchable select of companies; the server filters by the typed name. */
export function InvoiceCompanyPicker({ value, onChange, ...props }: InvoiceCompanyPickerProps) {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useState('');
  const term = value && search === value.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useCompanyOptions(debounced);
  const found = options.data ?? [];
  const companies = [...(value && !found.some((c) => c.id === value.id) ? [value] : []), ...found.map((c) => ({ id: c.id, name: c.name }))];
  const byId = new Map(companies.map((c) => [c.id, c]));

  return (
    <Select
      searchable
      clearable
      {...props}
      data={companies.map((c) => ({ value: c.id, label: c.name }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? '…' : t('form.nothingFound')}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      maxDropdownHeight={300}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
    />
  );
}
