import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { YearFilter } from './year-filter.tsx';

/** The fleet monitor's filters (a driver's name, the year), with the link to the page's other view beside them. */
export function FleetFilters({ search, onSearch, children }: { search: string; onSearch: (value: string) => void; children: ReactNode }) {
  const { t } = useTranslation('fleet-monitor');
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" flex={1}>
        <SearchInput value={search} onSearch={onSearch} placeholder={t('filters.searchPlaceholder')} maw={320} flex={1} miw={200} />
        <YearFilter />
      </Group>
      {children}
    </Group>
  );
}
