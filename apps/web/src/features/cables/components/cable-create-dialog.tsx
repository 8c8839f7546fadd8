import { Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { zCreateCableForm, type CreateCable, type CreateCableInput } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { applyApiErrors, zodFormResolver } from '../../../lib/zod-form.ts';
import { useCreateCable } from '../api/create-cable.ts';
import { CableCompanyPicker } from './cable-company-picker.tsx';
import { CableFields, type CableFieldValues } from './cable-fields.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** Register cable (administrators): hardware ID, company, status, firmware and pincode flags. */
export function CableCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cables');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('create.title')}>
      {opened && <CreateCableForm onDone={onClose} />}
    </AppModal>
  );
}

function CreateCableForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cables');
  const create = useCreateCable();
  const { lang } = useFormat();
  const schema = useMemo(() => zCreateCableForm(lang), [lang]);
  const form = useForm<CreateCableInput, unknown, CreateCable>({
    resolver: zodFormResolver(schema, { label: (path) => (path[0] === 'companyId' ? t('form.company') : undefined) }),
    defaultValues: { hardwareId: '', companyId: '', status: 'ACTIVE', firmwareVersion: '', pincodeResetRequired: false, pincodeMasterOverride: false },
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const cable = await create.mutateAsync(body);
      notifySuccess(t('create.success', { hardwareId: cable.hardwareId, company: cable.companyName }));
      onDone();
    } catch (error) {
      // A hardware ID that exists is the server's word on that field.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('hardwareId', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        applyApiErrors(error, form, { title: t('edit.failed') });
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.hardwareId')}
          withAsterisk
          placeholder="FWC-1A2B-3C4D"
          {...form.register('hardwareId')}
          error={form.formState.errors.hardwareId?.message}
        />
        <Controller
          control={form.control}
          name="companyId"
          render={({ field, fieldState }) => (
            <CableCompanyPicker value={field.value || null} onChange={(company) => field.onChange(company?.value ?? '')} error={fieldState.error?.message} />
          )}
        />
        <CableFields form={form as unknown as UseFormReturn<CableFieldValues>} />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('create.submit')} submitting={create.isPending} />
      </Stack>
    </form>
  );
}
