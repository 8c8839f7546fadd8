import { useMemo, useState } from 'react';
import { Alert, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tariffPriceText, zTariffForm, type Tariff, type TariffFormValues } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { applyApiErrors } from '../../../lib/zod-form.ts';
import { useCreateTariff } from '../api/create-tariff.ts';
import { usePriceSeries } from '../api/get-price-series.ts';
import { useUpdateTariff } from '../api/update-tariff.ts';
import { DocumentInput } from './document-input.tsx';
import { DriverPicker } from '../../../components/pickers/driver-picker.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface TariffEditDialogProps {
  opened: boolean;
  /** The tariff to edit; null adds one. */
  tariff: Tariff | null;
  /** A driver to start with when adding (the list's driver filter). */
  driver?: { id: string; name: string } | null;
  isAdministrator: boolean;
  onClose: () => void;
}

/** The edit/create tariff dialog (spec section 2) with the document upload. */
export function TariffEditDialog({ opened, tariff, driver, isAdministrator, onClose }: TariffEditDialogProps) {
  const { t } = useTranslation('tariffs');
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={tariff ? t('form.editTitle', { number: tariff.number, driver: tariff.driverName }) : t('form.createTitle')}
    >
      {opened && <TariffForm key={tariff?.id ?? 'new'} tariff={tariff} driver={driver ?? null} isAdministrator={isAdministrator} onDone={onClose} />}
    </AppModal>
  );
}

function valuesOf(tariff: Tariff | null, driverId: string | null): TariffFormValues {
  return {
    userId: tariff?.userId ?? driverId ?? '',
    documentId: tariff?.document?.id ?? '',
    startDate: tariff?.startDate ?? '',
    endDate: tariff?.endDate ?? '',
    price: tariff ? tariffPriceText(tariff.pricePerKwh) : '',
    baseFee: tariff?.baseFeeMonthlyMinor != null ? (tariff.baseFeeMonthlyMinor / 100).toFixed(2) : '',
    eco: tariff?.eco ?? false,
    dynamic: tariff?.dynamic ?? false,
    priceSeriesId: tariff?.priceSeriesId ?? '',
    providerName: tariff?.providerName ?? '',
  };
}

function TariffForm({ tariff, driver, isAdministrator, onDone }: { tariff: Tariff | null; driver: { id: string; name: string } | null; isAdministrator: boolean; onDone: () => void }) {
  const { t } = useTranslation('tariffs');
  const { lang } = useFormat();
  const create = useCreateTariff();
  const update = useUpdateTariff();
  const schema = useMemo(() => zTariffForm(lang), [lang]);
  const form = useForm<TariffFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(tariff, driver?.id ?? null),
  });
  const [driverName, setDriverName] = useState(tariff?.driverName ?? driver?.name ?? null);
  const series = usePriceSeries();
  const userId = form.watch('userId');
  const dynamic = form.watch('dynamic');
  // A valid tariff's price, period and document are the administrators' (docs/decisions/0015).
  const locked = !!tariff && tariff.status === 'VALID' && !isAdministrator;
  const currency = tariff?.currency;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (tariff) {
        const { userId: _driver, ...body } = values;
        const saved = await update.mutateAsync({ id: tariff.id, body: locked ? { eco: body.eco, providerName: body.providerName } : body });
        notifySuccess(t('form.saved', { number: saved.number }));
      } else {
        const saved = await create.mutateAsync(values);
        notifySuccess(t('form.created', { number: saved.number, driver: saved.driverName }));
      }
      onDone();
    } catch (error) {
      applyApiErrors(error, form, { title: t('form.failed') });
    }
  });

  const err = form.formState.errors;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {locked && <Alert color="blue">{t('form.adminOnlyHint')}</Alert>}
        {!tariff && (
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <DriverPicker
                label={t('form.driver')}
                placeholder={t('form.driverPlaceholder')}
                nothingFound={t('filters.nothingFound')}
                required
                value={field.value || null}
                selected={field.value && driverName ? { value: field.value, label: driverName } : null}
                onChange={(o) => {
                  setDriverName(o?.label ?? null);
                  field.onChange(o?.value ?? '');
                  form.setValue('documentId', '');
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="documentId"
          render={({ field, fieldState }) => (
            <DocumentInput
              key={userId}
              userId={userId || null}
              current={tariff?.document ?? null}
              disabled={locked}
              onUploaded={(doc) => field.onChange(doc.id)}
              error={fieldState.error?.message}
            />
          )}
        />
        <SimpleGrid cols={2}>
          <TextInput type="date" label={t('form.startDate')} withAsterisk disabled={locked} error={err.startDate?.message} {...form.register('startDate')} />
          <TextInput type="date" label={t('form.endDate')} description={t('form.endDateHint')} disabled={locked} error={err.endDate?.message} {...form.register('endDate')} />
          <TextInput
            label={currency ? t('form.price', { currency }) : t('form.priceAny')}
            description={t('form.priceHint')}
            withAsterisk
            inputMode="decimal"
            disabled={locked}
            error={err.price?.message}
            {...form.register('price')}
          />
          <TextInput
            label={currency ? t('form.baseFee', { currency }) : t('form.baseFeeAny')}
            description={t('form.baseFeeHint')}
            inputMode="decimal"
            disabled={locked}
            error={err.baseFee?.message}
            {...form.register('baseFee')}
          />
        </SimpleGrid>
        <TextInput label={t('form.provider')} error={err.providerName?.message} {...form.register('providerName')} />
        <Checkbox label={t('form.eco')} {...form.register('eco')} />
        <Checkbox label={t('form.dynamic')} disabled={locked} {...form.register('dynamic')} />
        {dynamic && (
          <Controller
            control={form.control}
            name="priceSeriesId"
            render={({ field, fieldState }) => (
              <Select
                label={t('form.priceSeries')}
                description={t('form.priceSeriesHint')}
                data={[{ value: '', label: t('form.noSeries') }, ...(series.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.currency})` }))]}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                disabled={locked}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={form.formState.isSubmitting} mt="sm" />
      </Stack>
    </form>
  );
}
