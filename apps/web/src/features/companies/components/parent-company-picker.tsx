import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CompanyRef } from '@fleetwatt/shared';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useCompanies } from '../api/get-companies.ts';

export interface ParentCompanyPickerProps {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  /** The parent as it is now, so its name shows before any search. */
  current?: CompanyRef | null;
  /** The company being edited: it cannot be its own parent. */
  excludeId?: string;
  error?: string;
  required?: boolean;
}

/** Searches the company list by name (500 ms after typing pauses) and offers the PRO companies as parents. */
export function ParentCompanyPicker({ value, onChange, label, current, excludeId, error, required }: ParentCompanyPickerProps) {
  const { t } = useTranslation('companies');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CompanyRef | null>(current ?? null);
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The chosen name in the box is not a new search.
  const query = name && name === chosen?.name ? '' : name;
  const companies = useCompanies({ name: query || undefined, pageSize: 50, sortField: 'name', sortDir: 'ASC' });

  const options = (companies.data?.results ?? [])
    .filter((c) => c.subscriptionType === 'PRO' && c.id !== excludeId)
    .map((c) => ({ value: c.id, label: c.name }));
  if (chosen && !options.some((o) => o.value === chosen.id)) options.unshift({ value: chosen.id, label: chosen.name });

  return (
    <Select
      label={label}
      placeholder={t('dialogs.assign.placeholder')}
      data={options}
      value={value}
      onChange={(id, option) => {
        setChosen(id && option ? { id, name: option.label } : null);
        onChange(id);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={companies.isFetching ? t('dialogs.assign.searching') : t('dialogs.assign.nothingFound')}
      clearable
      error={error}
      withAsterisk={required}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
