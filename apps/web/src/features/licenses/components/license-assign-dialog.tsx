import { useMemo } from 'react';
import { Alert, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LICENSE_TYPES, moneyInputToMinor, zLicenseAssignForm, type LicenseAssignForm, type LicenseType } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { DriverPickerField } from '../../../components/pickers/driver-picker-field.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { zodFormResolver } from '../../../lib/zod-form.ts';
import { useAssignLicense } from '../api/assign-license.ts';
import { usePickedDriver } from '../api/get-driver.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** Assign license (administrators): a driver, the driver's cable for home charging, the period and the price. */
export function LicenseAssignDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('assign.title')} size="lg">
      {opened && <AssignForm onDone={onClose} />}
    </AppModal>
  );
}

function AssignForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('licenses');
  const { lang } = useFormat();
  const assign = useAssignLicense();
  const schema = useMemo(() => zLicenseAssignForm(lang), [lang]);
  const form = useForm<LicenseAssignForm>({
    resolver: zodFormResolver(schema, { label: (path) => (path[0] === 'price' ? t('assign.price') : path[0] === 'userId' ? t('assign.driver') : undefined) }),
    defaultValues: { userId: '', type: 'HOME_CHARGING', startDate: '', expirationDate: '', price: '' },
  });
  const userId = form.watch('userId');
  const type = form.watch('type');
  const driver = usePickedDriver(userId || null);
  const cable = driver.data?.cable ?? null;

  const submit = form.handleSubmit(async (values) => {
    try {
      const license = await assign.mutateAsync({
        userId: values.userId,
        type: values.type,
        cableId: values.type === 'HOME_CHARGING' ? (cable?.id ?? null) : null,
        ...(values.startDate ? { startDate: values.startDate } : {}),
        ...(values.expirationDate ? { expirationDate: values.expirationDate } : {}),
        ...(values.price ? { priceMinor: moneyInputToMinor(values.price)! } : {}),
      });
      notifySuccess(t('assign.success', { name: license.userName ?? '', key: license.licenseKey }));
      onDone();
    } catch (error) {
      notifyError(error, t('assign.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <DriverPickerField
          control={form.control}
          name="userId"
          label={t('assign.driver')}
          placeholder={t('assign.driverPlaceholder')}
          required
          nothingFound={t('assign.noDrivers')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="license-type-label">
            {t('assign.type')}
          </Text>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="license-type-label"
                data={LICENSE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v as LicenseType)}
              />
            )}
          />
        </Stack>
        {userId && type === 'HOME_CHARGING' && !driver.isPending && (
          cable ? (
            <Text size="sm">{t('assign.cable', { hardwareId: cable.hardwareId })}</Text>
          ) : (
            <Alert color="orange" variant="light">
              {t('assign.noCable')}
            </Alert>
          )
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="date" label={t('fields.startDate')} description={t('assign.startHint')} {...form.register('startDate')} error={form.formState.errors.startDate?.message} />
          <TextInput
            type="date"
            label={t('fields.expirationDate')}
            description={t('assign.expirationHint')}
            {...form.register('expirationDate')}
            error={form.formState.errors.expirationDate?.message}
          />
          <TextInput label={t('assign.price')} description={t('assign.priceHint')} inputMode="decimal" {...form.register('price')} error={form.formState.errors.price?.message} />
        </SimpleGrid>
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('assign.submit')} submitting={assign.isPending} />
      </Stack>
    </form>
  );
}
