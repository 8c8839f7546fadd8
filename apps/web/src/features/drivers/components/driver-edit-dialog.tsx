import { Center, Loader, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCreateDriver, type CreateDriver, type Driver } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { errorMessage, notifySuccess } from '../../../lib/notify.ts';
import { zodFormResolver } from '../../../lib/zod-form.ts';
import { useDriver } from '../api/get-driver.ts';
import { useUpdateDriver } from '../api/update-driver.ts';
import {
  applyDriverSaveError,
  DriverFormAlert,
  DriverFormFields,
  driverValues,
  useDriverFieldLabels,
  type DriverFormValues,
} from './driver-form-fields.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface DriverEditDialogProps {
  /** The driver to edit; the dialog is open while it is set. */
  driverId: string | null;
  onClose: () => void;
}

/** Edit driver: the same fields as adding one, filled with the driver's current values. */
export function DriverEditDialog({ driverId, onClose }: DriverEditDialogProps) {
  const { t } = useTranslation('drivers');
  const driver = useDriver(driverId);
  return (
    <AppModal opened={!!driverId} onClose={onClose} title={t('edit.title')} size="lg">
      {driver.data && driver.data.id === driverId ? (
        <EditDriverForm key={driver.data.id} driver={driver.data} onDone={onClose} />
      ) : driver.error ? (
        <Text c="red" role="alert">
          {errorMessage(driver.error)}
        </Text>
      ) : (
        <Center py="lg">
          <Loader role="status" size="sm" aria-label={t('loading')} />
        </Center>
      )}
    </AppModal>
  );
}

function EditDriverForm({ driver, onDone }: { driver: Driver; onDone: () => void }) {
  const { t } = useTranslation('drivers');
  const label = useDriverFieldLabels();
  const update = useUpdateDriver();
  const form = useForm<DriverFormValues, unknown, CreateDriver>({
    resolver: zodFormResolver(ZCreateDriver, { label }),
    defaultValues: driverValues(driver),
  });

  const submit = form.handleSubmit(async ({ companyId: _companyId, ...body }) => {
    try {
      await update.mutateAsync({ id: driver.id, body });
      notifySuccess(t('edit.success'));
      onDone();
    } catch (error) {
      applyDriverSaveError(error, form, t('edit.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <DriverFormAlert errors={form.formState.errors} values={form.getValues()} />
        <DriverFormFields form={form} />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={update.isPending} />
      </Stack>
    </form>
  );
}
