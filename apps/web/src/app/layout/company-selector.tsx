import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@fleetwatt/shared';
import { selectCompany, useCompanySelection } from '../company-selection.ts';
import { getCompanies } from '../../features/companies/api/get-companies.ts';
import { areaKeys } from '../../lib/query-keys.ts';

const ALL = '__all__';
const SEARCH_DEBOUNCE_MS = 500;
const PAGE_SIZE = 20;

/**
 * Spec section 2: administrators search every company and switch into any (or all); a fleet
 * manager of a PRO company with child companies picks among their own and the children;
 * everyone else sees nothing.
 */
export function CompanySelector({ account }: { account: Account }) {
  if (account.role === 'ADMINISTRATOR') return <AdministratorCompanySelector />;
  const company = account.company;
  if (account.role === 'FLEETMANAGER' && company?.subscriptionType === 'PRO' && account.childCompanies.length > 0) {
    return <ParentCompanySelector own={company} childCompanies={account.childCompanies} />;
  }
  return null;
}

const common = {
  'data-testid': 'company-selector',
  leftSection: <IconBuilding size={16} stroke={1.7} />,
  w: { base: 160, sm: 300 },
  allowDeselect: false,
  maxDropdownHeight: 300,
  comboboxProps: { shadow: 'md' },
} as const;

function AdministratorCompanySelector() {
  const { t } = useTranslation();
  const selection = useCompanySelection();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const allLabel = t('companySelector.all');
  // The box shows the selected name as its text; that is not a search.
  const term = search === (selection?.name ?? allLabel) ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: [...areaKeys.companySelector, debounced],
    queryFn: ({ signal }) => getCompanies({ name: debounced || undefined, pageSize: PAGE_SIZE }, signal),
    enabled: opened,
  });
  const found = results.data?.results ?? [];
  const data = [
    { value: ALL, label: allLabel },
    ...(selection && !found.some((c) => c.id === selection.id) ? [{ value: selection.id, label: selection.name }] : []),
    ...found.map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <Select
      {...common}
      aria-label={t('companySelector.label')}
      placeholder={t('companySelector.search')}
      searchable
      data={data}
      value={selection?.id ?? ALL}
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters by name; the list shows what it answered.
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={results.isFetching ? t('app.loading') : t('companySelector.nothingFound')}
      rightSection={results.isFetching ? <Loader size={14} /> : undefined}
      onChange={(value, option) => selectCompany(value && value !== ALL ? { id: value, name: option?.label ?? value } : null)}
    />
  );
}

function ParentCompanySelector({ own, childCompanies }: { own: { id: string; name: string }; childCompanies: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const selection = useCompanySelection();
  const data = [own, ...childCompanies].map((c) => ({ value: c.id, label: c.name }));
  return (
    <Select
      {...common}
      aria-label={t('companySelector.label')}
      data={data}
      value={selection?.id ?? own.id}
      onChange={(value, option) =>
        selectCompany(value && value !== own.id ? { id: value, name: option?.label ?? value } : null)
      }
    />
  );
}
