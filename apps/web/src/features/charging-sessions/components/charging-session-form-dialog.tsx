import { useEffect, useMemo, useState } from 'react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZChargingSessionEditForm,
  ZChargingSessionForm,
  formatClockDuration,
  formatKwhText,
  isoToUtcMinute,
  type ChargingSession,
  type ChargingSessionEditFormValues,
  type ChargingSessionFormValues,
  type ManualChargingSession,
  type UpdateChargingSession,
} from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { submitDialogForm, zodFormResolver } from '../../../lib/zod-form.ts';
import { useCreateChargingSession } from '../api/create-charging-session.ts';
import { useCableOptions } from '../api/search-cable-options.ts';
import { useSessionTariffs } from '../api/get-session-tariffs.ts';
import { useUpdateChargingSession } from '../api/update-charging-session.ts';
import type { DriverOption } from '../../../components/pickers/driver-picker.tsx';
import { DriverPickerField } from '../../../components/pickers/driver-picker-field.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface ChargingSessionFormDialogProps {
  opened: boolean;
  /** The session to edit; absent to add one. */
  session?: ChargingSession | null;
  onClose: () => void;
}

/** The charging session form (administrators): add a session by hand, or correct one. */
export function ChargingSessionFormDialog({ opened, session, onClose }: ChargingSessionFormDialogProps) {
  const { t } = useTranslation('charging-sessions');
  return (
    <AppModal opened={opened} onClose={onClose} title={session ? t('form.editTitle') : t('form.createTitle')} size="lg">
      {opened && (session ? <EditForm key={session.id} session={session} onDone={onClose} /> : <CreateForm onDone={onClose} />)}
    </AppModal>
  );
}

function useFieldLabels() {
  const { t } = useTranslation('charging-sessions');
  return (path: readonly PropertyKey[]) => {
    const labels: Record<string, string> = {
      userId: t('form.driver'),
      cableId: t('form.cable'),
      start: t('form.start'),
      duration: t('form.duration'),
      energyKwh: t('form.energyKwh'),
      tariffId: t('form.tariff'),
    };
    return labels[String(path[0])];
  };
}

function FormButtons({ submitLabel, pending, onCancel }: { submitLabel: string; pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <DialogActions onCancel={onCancel} cancelLabel={t('actions.cancel')} submitLabel={submitLabel} submitting={pending} />
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('charging-sessions');
  const label = useFieldLabels();
  const create = useCreateChargingSession();
  const [driver, setDriver] = useState<DriverOption | null>(null);
  const cables = useCableOptions(driver?.item?.companyId ?? null);
  const form = useForm<ChargingSessionFormValues, unknown, ManualChargingSession>({
    resolver: zodFormResolver(ZChargingSessionForm, { label }),
    defaultValues: { userId: '', cableId: '', start: '', duration: '', energyKwh: '' },
  });

  // The driver's own cable is the likely one.
  const ownCable = cables.data?.find((c) => c.userId === driver?.value)?.id;
  useEffect(() => {
    if (ownCable && !form.getValues('cableId')) form.setValue('cableId', ownCable);
  }, [ownCable, form]);

  const submit = submitDialogForm(form, {
    save: async (body) => {
      await create.mutateAsync(body);
      return t('form.created');
    },
    failureTitle: t('form.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <DriverPickerField
          control={form.control}
          name="userId"
          label={t('form.driver')}
          placeholder={t('form.driverPlaceholder')}
          required
          selected={driver}
          onPick={(picked) => {
            setDriver(picked);
            form.setValue('cableId', '');
          }}
        />
        <Controller
          control={form.control}
          name="cableId"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.cable')}
              placeholder={t('form.cablePlaceholder')}
              withAsterisk
              searchable
              data={(cables.data ?? []).map((c) => ({
                value: c.id,
                label: c.userName ? t('form.cableOf', { hardwareId: c.hardwareId, driver: c.userName }) : c.hardwareId,
              }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              disabled={!driver}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <MeasuredFields register={form.register as unknown as UseFormRegister<MeasuredValues>} errors={form.formState.errors} />
        <FormButtons submitLabel={t('form.create')} pending={create.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type MeasuredValues = Pick<ChargingSessionFormValues, 'start' | 'duration' | 'energyKwh'>;

/** Start, duration and energy: the fields both forms share. */
function MeasuredFields({ register, errors }: { register: UseFormRegister<MeasuredValues>; errors: FieldErrors<MeasuredValues> }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <>
      <TextInput type="datetime-local" label={t('form.start')} withAsterisk {...register('start')} error={errors.start?.message} />
      <Group grow align="flex-start">
        <TextInput label={t('form.duration')} withAsterisk placeholder="1:30" {...register('duration')} error={errors.duration?.message} />
        <TextInput
          label={t('form.energyKwh')}
          description={t('form.energyHint')}
          inputMode="decimal"
          {...register('energyKwh')}
          error={errors.energyKwh?.message}
        />
      </Group>
    </>
  );
}

function EditForm({ session, onDone }: { session: ChargingSession; onDone: () => void }) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const label = useFieldLabels();
  const update = useUpdateChargingSession();
  const tariffs = useSessionTariffs(session.id);
  const defaults = useMemo<ChargingSessionEditFormValues>(
    () => ({
      start: isoToUtcMinute(session.startDate),
      duration: formatClockDuration(session.durationSeconds),
      energyKwh: formatKwhText(session.wattHours),
      tariffId: '',
    }),
    [session],
  );
  const form = useForm<ChargingSessionEditFormValues, unknown, UpdateChargingSession>({
    resolver: zodFormResolver(ZChargingSessionEditForm, { label }),
    defaultValues: defaults,
  });

  const submit = submitDialogForm(form, {
    save: async (body) => {
      await update.mutateAsync({ id: session.id, body });
      return t('form.saved');
    },
    failureTitle: t('form.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {session.userName} · {session.cableHardwareId ?? ''} · {format.dateTime(session.startDate)}
        </Text>
        <MeasuredFields register={form.register as unknown as UseFormRegister<MeasuredValues>} errors={form.formState.errors} />
        <Controller
          control={form.control}
          name="tariffId"
          render={({ field, fieldState }) => (
            <Select
              label={t('form.tariff')}
              description={t('form.tariffHint')}
              data={[
                { value: '', label: t('form.tariffAutomatic') },
                ...(tariffs.data ?? []).map((tariff) => ({
                  value: tariff.id,
                  label: t('form.tariffOption', {
                    number: tariff.number,
                    price: format.tariff(tariff.pricePerKwh, tariff.currency),
                    status: t(`tariffStatus.${tariff.status}`),
                  }),
                })),
              ]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <FormButtons submitLabel={t('form.save')} pending={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
