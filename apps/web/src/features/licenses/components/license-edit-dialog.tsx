import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { minorToMoneyInput, moneyInputToMinor, ZLicenseEditForm, type License, type LicenseEditForm } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { CablePicker } from '../../../components/pickers/cable-picker.tsx';
import { DriverPickerField } from '../../../components/pickers/driver-picker-field.tsx';
import { submitDialogForm, zodFormResolver } from '../../../lib/zod-form.ts';
import { useUpdateLicense } from '../api/update-license.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** Subscription edit (administrators): dates, yearly price, cable and driver of one license. */
export function LicenseEditDialog({ license, onClose }: { license: License | null; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  return (
    <ItemDialog item={license} onClose={onClose} title={(license) => t('edit.title', { key: license.licenseKey })} size="lg">
      {(license) => <EditForm license={license} onDone={onClose} />}
    </ItemDialog>
  );
}

function EditForm({ license, onDone }: { license: License; onDone: () => void }) {
  const { t } = useTranslation('licenses');
  const update = useUpdateLicense();
  const companyId = license.companyId;
  const form = useForm<LicenseEditForm>({
    resolver: zodFormResolver(ZLicenseEditForm, { label: (path) => (path[0] === 'price' ? t('edit.price', { currency: license.currency }) : undefined) }),
    defaultValues: {
      startDate: license.startDate,
      expirationDate: license.expirationDate,
      price: minorToMoneyInput(license.priceMinor),
      cableId: license.cable?.id ?? '',
      userId: license.userId ?? '',
    },
  });

  const submit = submitDialogForm(form, {
    save: async (values) => {
      await update.mutateAsync({
        id: license.id,
        body: {
          startDate: values.startDate,
          expirationDate: values.expirationDate,
          priceMinor: moneyInputToMinor(values.price)!,
          cableId: values.cableId || null,
          userId: values.userId || null,
        },
      });
      return t('edit.success', { key: license.licenseKey });
    },
    failureTitle: t('edit.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="date" label={t('fields.startDate')} withAsterisk {...form.register('startDate')} error={form.formState.errors.startDate?.message} />
          <TextInput
            type="date"
            label={t('fields.expirationDate')}
            withAsterisk
            {...form.register('expirationDate')}
            error={form.formState.errors.expirationDate?.message}
          />
          <TextInput
            label={t('edit.price', { currency: license.currency })}
            withAsterisk
            inputMode="decimal"
            {...form.register('price')}
            error={form.formState.errors.price?.message}
          />
        </SimpleGrid>
        <DriverPickerField
          control={form.control}
          name="userId"
          label={t('fields.driver')}
          companyId={companyId}
          placeholder={t('assign.driverPlaceholder')}
          selected={license.userId ? { value: license.userId, label: license.userName ?? license.userId } : null}
          nothingFound={t('assign.noDrivers')}
        />
        {license.type === 'HOME_CHARGING' && (
          <Controller
            control={form.control}
            name="cableId"
            render={({ field, fieldState }) => (
              <CablePicker
                label={t('fields.cable')}
                companyId={companyId}
                description={t('edit.cableHint')}
                placeholder={t('edit.cablePlaceholder')}
                value={field.value || null}
                selected={license.cable ? { value: license.cable.id, label: license.cable.hardwareId } : null}
                onChange={(o) => field.onChange(o?.value ?? '')}
                error={fieldState.error?.message}
                nothingFound={t('edit.noCables')}
              />
            )}
          />
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={update.isPending} />
      </Stack>
    </form>
  );
}
