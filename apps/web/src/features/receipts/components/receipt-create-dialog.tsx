import { useState } from 'react';
import { Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { YEAR_MAX, YEAR_MIN, ZCreateReceipt, type CreateReceipt, type Receipt, type UserSimpleItem } from '@fleetwatt/shared';
import { type DriverOption } from '../../../components/pickers/driver-picker.tsx';
import { DriverPickerField } from '../../../components/pickers/driver-picker-field.tsx';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { monthNames } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useCreateReceipt } from '../api/create-receipt.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** The month before `now` in UTC: the newest month a receipt can be made for. */
export function lastEndedMonth(now = new Date()): { year: number; month: number } {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

interface FormValues {
  driverId: string;
  year: number;
  month: number;
}

/** Create receipt: a driver and a period make a DRAFT with the driver's reimbursable sessions of that month. */
export function ReceiptCreateDialog({
  opened,
  onClose,
  onCreated,
  initial,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (receipt: Receipt) => void;
  initial?: { year?: number; month?: number; driver?: UserSimpleItem | null };
}) {
  const { t } = useTranslation('receipts');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('create.title')}>
      {opened && <CreateForm onDone={onClose} onCreated={onCreated} initial={initial} />}
    </AppModal>
  );
}

const FIELD_LABELS: Record<string, string> = { driverId: 'driver', year: 'year', month: 'month' };

function CreateForm({
  onDone,
  onCreated,
  initial,
}: {
  onDone: () => void;
  onCreated?: (receipt: Receipt) => void;
  initial?: { year?: number; month?: number; driver?: UserSimpleItem | null };
}) {
  const { t } = useTranslation('receipts');
  const { lang } = useFormat();
  const create = useCreateReceipt();
  const fallback = lastEndedMonth();
  const [driver, setDriver] = useState<DriverOption | null>(initial?.driver ? { value: initial.driver.id, label: initial.driver.name, item: initial.driver } : null);
  const schemaResolver = zodFormResolver<FormValues, CreateReceipt>(ZCreateReceipt as unknown as z.ZodType<CreateReceipt, FormValues>, {
    label: (path) => (FIELD_LABELS[String(path[0])] ? t(`create.${FIELD_LABELS[String(path[0])]}`) : undefined),
  });
  const form = useForm<FormValues, unknown, CreateReceipt>({
    // No driver picked reads as the picker's own sentence, like the other pickers of the product.
    resolver: async (values, context, options) =>
      values.driverId
        ? schemaResolver(values, context, options)
        : { values: {}, errors: { driverId: { type: 'required', message: t('create.selectDriver') } } },
    defaultValues: { driverId: initial?.driver?.id ?? '', year: initial?.year ?? fallback.year, month: initial?.month ?? fallback.month },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const receipt = await create.mutateAsync(values);
      notifySuccess(t('create.success', { number: receipt.number, name: receipt.driverName }));
      onCreated?.(receipt);
      onDone();
    } catch (error) {
      applyApiErrors(error, form, { fields: ['driverId', 'year', 'month'], title: t('save.failed') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('create.explain')}
        </Text>
        <DriverPickerField
          control={form.control}
          name="driverId"
          label={t('create.driver')}
          placeholder={t('create.driverPlaceholder')}
          nothingFound={t('create.nothingFound')}
          required
          selected={driver}
          onPick={setDriver}
        />
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="month"
            render={({ field, fieldState }) => (
              <NativeSelect
                label={t('create.month')}
                withAsterisk
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.currentTarget.value))}
                data={monthNames(lang).map((name, i) => ({ value: String(i + 1), label: name }))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="year"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('create.year')}
                withAsterisk
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
                min={YEAR_MIN}
                max={YEAR_MAX}
                allowDecimal={false}
                allowNegative={false}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('create.submit')} submitting={form.formState.isSubmitting || create.isPending} />
      </Stack>
    </form>
  );
}
