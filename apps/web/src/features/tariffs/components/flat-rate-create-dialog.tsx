import { Select, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COUNTRIES, parseTariffPrice, pricingMessage, type CreateFlatRate, type Country, type Language } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useLanguageForm } from '../../../lib/use-language-form.ts';
import { applyApiErrors } from '../../../lib/zod-form.ts';
import { useCreateFlatRate } from '../api/create-flat-rate.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

type Values = { country: string; validFrom: string; price: string };

const formSchema = (lang: Language) =>
  z
    .object({
      country: z.string().refine((v) => (COUNTRIES as readonly string[]).includes(v), { message: pricingMessage('countryRequired', lang) }),
      validFrom: z.string().refine((v) => v.length > 0, { message: pricingMessage('dateRequired', lang) }),
      price: z.string().refine((v) => parseTariffPrice(v) !== null, { message: pricingMessage('priceFormat', lang) }),
    })
    .transform((v): CreateFlatRate => ({ country: v.country as Country, validFrom: v.validFrom, pricePerKwh: parseTariffPrice(v.price)! }));

/** An administrator adds a country's flat rate from a day on. */
export function FlatRateCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  const create = useCreateFlatRate();
  const form = useLanguageForm<Values, CreateFlatRate>(formSchema, { country: 'GERMANY', validFrom: '', price: '' });

  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      notifySuccess(t('flatRates.added'));
      form.reset();
      onClose();
    } catch (error) {
      applyApiErrors(error, form, { title: t('flatRates.failed') });
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={t('flatRates.addTitle')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                label={t('flatRates.country')}
                withAsterisk
                data={COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
          <TextInput type="date" label={t('flatRates.validFrom')} withAsterisk error={form.formState.errors.validFrom?.message} {...form.register('validFrom')} />
          <TextInput label={t('flatRates.price')} description={t('form.priceHint')} withAsterisk inputMode="decimal" error={form.formState.errors.price?.message} {...form.register('price')} />
          <DialogActions onCancel={onClose} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={form.formState.isSubmitting} mt="sm" />
        </Stack>
      </form>
    </AppModal>
  );
}
