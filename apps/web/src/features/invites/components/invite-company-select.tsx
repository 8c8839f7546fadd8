import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useInviteCompanies } from '../api/get-invite-companies.ts';

interface InviteCompanySelectProps {
  value: string | undefined;
  onChange: (companyId: string | undefined) => void;
  error?: string;
}

/** The company an administrator without a selected company invites drivers into, searched by name. */
export function InviteCompanySelect({ value, onChange, error }: InviteCompanySelectProps) {
  const { t } = useTranslation('invites');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Once chosen, the field shows the company's name; that is no new search.
  const query = chosen && search === chosen.label ? '' : debounced;
  const companies = useInviteCompanies(query, true);
  const options = (companies.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);

  return (
    <Select
      label={t('dialog.company')}
      placeholder={t('dialog.companyPlaceholder')}
      searchable
      withAsterisk
      data={options}
      value={value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id ?? undefined);
      }}
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
