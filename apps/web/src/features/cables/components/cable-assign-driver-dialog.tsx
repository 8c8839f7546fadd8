import { useMemo, useState } from 'react';
import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zAssignCableToUserForm, type CableListItem, type UserSimpleItem } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/search-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAssignCable } from '../api/assign-cable.ts';
import { useDriverOptions } from '../api/search-drivers.ts';

/** Assign the cable to a driver of the cable's company (spec section 5, "Assign cable to user"). */
export function CableAssignDriverDialog({ cable, onClose }: { cable: CableListItem | null; onClose: () => void }) {
  const { t } = useTranslation('cables');
  return (
    <AppModal opened={!!cable} onClose={onClose} title={t('assignDriver.title')}>
      {cable && <AssignDriverForm key={cable.id} cable={cable} onDone={onClose} />}
    </AppModal>
  );
}

function AssignDriverForm({ cable, onDone }: { cable: CableListItem; onDone: () => void }) {
  const { t } = useTranslation('cables');
  const { lang } = useFormat();
  const assign = useAssignCable();
  // The spec's own sentences, not field-prefixed: 'Please select a user.' when none is picked and
  // "You can't assign the cable to the same user." for the cable's current driver.
  const schema = useMemo(() => zAssignCableToUserForm(cable.userId, lang), [cable.userId, lang]);
  const form = useForm<{ userId: string }>({ resolver: zodResolver(schema), defaultValues: { userId: '' } });
  const [driver, setDriver] = useState<UserSimpleItem | null>(null);

  const submit = form.handleSubmit(async ({ userId }) => {
    try {
      await assign.mutateAsync({ driverId: userId, cableId: cable.id });
      notifySuccess(t('assignDriver.success', { hardwareId: cable.hardwareId, name: driver?.name ?? '' }));
      onDone();
    } catch (error) {
      // A 409 is the server's word on this pair (the cable is already that driver's): it belongs on the field.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('userId', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        notifyError(error, t('assignDriver.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {cable.userId
            ? t('assignDriver.current', { hardwareId: cable.hardwareId, name: cable.userName ?? t('assignDriver.someone') })
            : t('assignDriver.none', { hardwareId: cable.hardwareId })}
        </Text>
        <Controller
          control={form.control}
          name="userId"
          render={({ field, fieldState }) => (
            <DriverPicker
              companyId={cable.companyId}
              currentDriverId={cable.userId}
              value={field.value || null}
              picked={driver}
              onChange={(picked) => {
                setDriver(picked);
                field.onChange(picked?.id ?? '');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting || assign.isPending}>
            {t('assignDriver.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DriverPickerProps {
  companyId: string;
  currentDriverId: string | null;
  value: string | null;
  picked: UserSimpleItem | null;
  onChange: (driver: UserSimpleItem | null) => void;
  error?: string;
}

/** A searchable select of the company's drivers; the server filters by the typed name. */
function DriverPicker({ companyId, currentDriverId, value, picked, onChange, error }: DriverPickerProps) {
  const { t } = useTranslation('cables');
  const [search, setSearch] = useState('');
  // The box shows the picked name as its text; that is not a search.
  const term = picked && search === picked.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const options = useDriverOptions(debounced, companyId);
  const found = options.data ?? [];
  const drivers = [...(picked && !found.some((d) => d.id === picked.id) ? [picked] : []), ...found];
  const byId = new Map(drivers.map((d) => [d.id, d]));

  return (
    <Select
      label={t('assignDriver.driver')}
      description={t('assignDriver.driverHint')}
      withAsterisk
      placeholder={t('assignDriver.placeholder')}
      searchable
      data={drivers.map((d) => ({ value: d.id, label: d.name }))}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      renderOption={({ option }) => {
        const d = byId.get(option.value);
        const note = [d?.email, d?.id === currentDriverId ? t('assignDriver.currentDriver') : null].filter(Boolean).join(' · ');
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
      nothingFoundMessage={options.isFetching ? t('assignDriver.loading') : t('assignDriver.nothingFound')}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      error={error}
      clearable
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: false }}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
    />
  );
}
