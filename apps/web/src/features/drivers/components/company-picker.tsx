import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CompanyRef } from '@fleetwatt/shared';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useCompanyOptions } from '../api/search-company-options.ts';

export interface CompanyPickerProps {
  label: string;
  value: string | null;
  onChange: (company: CompanyRef | null) => void;
  error?: string;
  required?: boolean;
  /** A company to offer even before any search, e.g. the driver's current one. */
  initial?: CompanyRef | null;
}

/** A searchable company select for administrators: the server filters by name (GET /companies/search?name=). */
export function CompanyPicker({ label, value, onChange, error, required, initial }: CompanyPickerProps) {
  const { t } = useTranslation('drivers');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CompanyRef | null>(initial ?? null);
  // The box shows the picked name as its text; that is not a search.
  const term = picked && search === picked.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useCompanyOptions(debounced);
  const found = options.data ?? [];
  const data = [
    ...(picked && !found.some((c) => c.id === picked.id) ? [picked] : []),
    ...found,
  ].map((c) => ({ value: c.id, label: c.name }));

  return (
    <Select
      label={label}
      withAsterisk={required}
      placeholder={t('companyPicker.placeholder')}
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('companyPicker.loading') : t('companyPicker.nothingFound')}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      clearable
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: false }}
      onChange={(id, option) => {
        const company = id ? { id, name: option?.label ?? id } : null;
        setPicked(company);
        onChange(company);
      }}
    />
  );
}
