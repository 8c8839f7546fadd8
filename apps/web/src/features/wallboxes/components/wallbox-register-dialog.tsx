import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WallboxCreated } from '@fleetwatt/shared';
import { DriverPickerField } from '../../../components/pickers/driver-picker-field.tsx';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { applyApiErrors } from '../../../lib/zod-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRegisterWallbox } from '../api/register-wallbox.ts';
import { WallboxKeyInputs, type WallboxKeyFields } from './wallbox-fields.tsx';
import { WallboxInstructions } from './wallbox-instructions.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

interface RegisterFields extends WallboxKeyFields {
  driverId: string;
  identity: string;
}

/** Register a driver's wallbox; afterwards the password, once, with what to enter in the wallbox. */
export function WallboxRegisterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallboxes');
  const [created, setCreated] = useState<WallboxCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={created ? t('register.doneTitle', { identity: created.wallbox.identity }) : t('register.title')}>
      {opened && !created && <RegisterForm onCreated={setCreated} onCancel={close} />}
      {created && (
        <Stack gap="md">
          <WallboxInstructions instructions={created.wallbox.instructions} password={created.password} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('actions.done')}</Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}

function RegisterForm({ onCreated, onCancel }: { onCreated: (c: WallboxCreated) => void; onCancel: () => void }) {
  const { t } = useTranslation('wallboxes');
  const register = useRegisterWallbox();
  const form = useForm<RegisterFields>({ defaultValues: { driverId: '', identity: '', meterPublicKey: '', rfidTag: '' } });

  const submit = form.handleSubmit(async (values) => {
    if (!values.driverId) {
      form.setError('driverId', { type: 'required', message: t('form.driverRequired') }, { shouldFocus: true });
      return;
    }
    try {
      const created = await register.mutateAsync({
        driverId: values.driverId,
        identity: values.identity,
        meterPublicKey: values.meterPublicKey || null,
        rfidTag: values.rfidTag || null,
      });
      notifySuccess(t('register.success', { identity: created.wallbox.identity }));
      onCreated(created);
    } catch (error) {
      applyApiErrors(error, form, { title: t('register.failed') });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <DriverPickerField
          control={form.control}
          name="driverId"
          label={t('form.driver')}
          required
          nothingFound={t('form.noDriver')}
        />
        <TextInput
          label={t('form.identity')}
          description={t('form.identityHint')}
          withAsterisk
          placeholder="WB-HOME-0001"
          {...form.register('identity')}
          error={form.formState.errors.identity?.message}
        />
        <WallboxKeyInputs register={form.register as unknown as UseFormRegister<WallboxKeyFields>} errors={form.formState.errors} />
        <DialogActions onCancel={onCancel} cancelLabel={t('actions.cancel')} submitLabel={t('register.submit')} submitting={register.isPending} />
      </Stack>
    </form>
  );
}
