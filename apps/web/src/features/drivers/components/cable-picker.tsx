import { useState } from 'react';
import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CableListItem } from '@fleetwatt/shared';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { useCableOptions } from '../api/search-cables.ts';

export interface CablePickerProps {
  label: string;
  value: string | null;
  onChange: (cable: CableListItem | null) => void;
  /** The driver the cable is for: their own cable is named as the current one. */
  driverId: string;
  /** Only cables of this company are offered (the server assigns no other); all when null. */
  companyId: string | null;
  error?: string;
  description?: string;
  required?: boolean;
}

/**
 * A searchable select of the scope's cables: the server filters by part of the hardware identifier
 * (GET /cables/search?hardwareId=); each option says whom the cable is assigned to.
 */
export function CablePicker({ label, value, onChange, driverId, companyId, error, description, required }: CablePickerProps) {
  const { t } = useTranslation('drivers');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<CableListItem | null>(null);
  // The box shows the picked identifier as its text; that is not a search.
  const term = picked && search === picked.hardwareId ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useCableOptions(debounced, companyId);
  const found = options.data ?? [];
  const cables = [...(picked && !found.some((c) => c.id === picked.id) ? [picked] : []), ...found];
  const byId = new Map(cables.map((c) => [c.id, c]));

  const note = (cable: CableListItem) =>
    [
      cable.userId === driverId
        ? t('cablePicker.current')
        : cable.userId
          ? cable.userName
            ? t('cablePicker.assignedTo', { name: cable.userName })
            : t('cablePicker.assignedToOther')
          : null,
      cable.status === 'INACTIVE' ? t('cablePicker.inactive') : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Select
      label={label}
      description={description}
      withAsterisk={required}
      placeholder={t('cablePicker.placeholder')}
      searchable
      data={cables.map((c) => ({ value: c.id, label: c.hardwareId }))}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      renderOption={({ option }) => {
        const cable = byId.get(option.value);
        const text = cable ? note(cable) : '';
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {text && (
              <Text size="xs" c="dimmed">
                {text}
              </Text>
            )}
          </Stack>
        );
      }}
      nothingFoundMessage={options.isFetching ? t('cablePicker.loading') : t('cablePicker.nothingFound')}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      clearable
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: false }}
      onChange={(id) => {
        const cable = id ? (byId.get(id) ?? null) : null;
        setPicked(cable);
        onChange(cable);
      }}
    />
  );
}
