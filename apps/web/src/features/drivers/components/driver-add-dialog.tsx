import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZCreateDriver, type CreateDriver, type Driver } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { getChildCompanyId } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { zodFormResolver } from '../../../lib/zod-form.ts';
import { useCreateDriver } from '../api/create-driver.ts';
import { CompanyPicker } from '../../../components/pickers/company-picker.tsx';
import {
  applyDriverSaveError,
  DriverFormAlert,
  DriverFormFields,
  emptyDriverValues,
  useDriverFieldLabels,
  type DriverFormValues,
} from './driver-form-fields.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface DriverAddDialogProps {
  opened: boolean;
  onClose: () => void;
  isAdministrator: boolean;
  onAdded?: (driver: Driver) => void;
}

/** Add driver: first name, last name and email required; the rest optional (spec section 5). */
export function DriverAddDialog({ opened, onClose, isAdministrator, onAdded }: DriverAddDialogProps) {
  const { t } = useTranslation('drivers');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('add.title')} size="lg">
      {opened && <AddDriverForm isAdministrator={isAdministrator} onDone={onClose} onAdded={onAdded} />}
    </AppModal>
  );
}

function AddDriverForm({
  isAdministrator,
  onDone,
  onAdded,
}: {
  isAdministrator: boolean;
  onDone: () => void;
  onAdded?: (driver: Driver) => void;
}) {
  const { t } = useTranslation('drivers');
  const label = useDriverFieldLabels();
  const create = useCreateDriver();
  // An administrator looking at all companies names the driver's company; otherwise it is the selected one.
  const needsCompany = isAdministrator && !getChildCompanyId();
  const schema = useMemo(
    () => (needsCompany ? ZCreateDriver.extend({ companyId: z.uuid() }) : ZCreateDriver) as typeof ZCreateDriver,
    [needsCompany],
  );
  const form = useForm<DriverFormValues, unknown, CreateDriver>({
    resolver: zodFormResolver(schema, { label }),
    defaultValues: emptyDriverValues(),
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const driver = await create.mutateAsync(body);
      notifySuccess(t('add.success', { name: `${driver.firstName} ${driver.lastName}`.trim() }));
      onAdded?.(driver);
      onDone();
    } catch (error) {
      applyDriverSaveError(error, form, t('add.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <DriverFormAlert errors={form.formState.errors} values={form.getValues()} />
        {needsCompany && (
          <Controller
            control={form.control}
            name="companyId"
            render={({ field, fieldState }) => (
              <CompanyPicker
                label={t('fields.companyId')}
                required
                value={field.value ?? null}
                placeholder={t('companyPicker.placeholder')}
                nothingFound={t('companyPicker.nothingFound')}
                onChange={(c) => field.onChange(c?.value)}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <DriverFormFields form={form} />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('add.submit')} submitting={create.isPending} />
      </Stack>
    </form>
  );
}
