import { useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zAssignCableToUserForm, type CableListItem } from '@fleetwatt/shared';
import { type DriverOption } from '../../../components/pickers/driver-picker.tsx';
import { DriverPickerField } from '../../../components/pickers/driver-picker-field.tsx';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAssignCable } from '../api/assign-cable.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** Assign the cable to a driver of the cable's company (spec section 5, "Assign cable to user"). */
export function CableAssignDriverDialog({ cable, onClose }: { cable: CableListItem | null; onClose: () => void }) {
  const { t } = useTranslation('cables');
  return (
    <ItemDialog item={cable} onClose={onClose} title={t('assignDriver.title')}>
      {(cable) => <AssignDriverForm cable={cable} onDone={onClose} />}
    </ItemDialog>
  );
}

function AssignDriverForm({ cable, onDone }: { cable: CableListItem; onDone: () => void }) {
  const { t } = useTranslation('cables');
  const { lang } = useFormat();
  const assign = useAssignCable();
  // The spec's own sentences, not field-prefixed: 'Please select a user.' when none is picked and
  // "You can't assign the cable to the same user." for the cable's current driver.
  const schema = useMemo(() => zAssignCableToUserForm(cable.userId, lang), [cable.userId, lang]);
  const form = useForm<{ userId: string }>({ resolver: zodResolver(schema), defaultValues: { userId: '' } });
  const [driver, setDriver] = useState<DriverOption | null>(null);

  const submit = form.handleSubmit(async ({ userId }) => {
    try {
      await assign.mutateAsync({ driverId: userId, cableId: cable.id });
      notifySuccess(t('assignDriver.success', { hardwareId: cable.hardwareId, name: driver?.label ?? '' }));
      onDone();
    } catch (error) {
      // A 409 is the server's word on this pair (the cable is already that driver's): it belongs on the field.
      if (error instanceof ApiError && error.status === 409) {
        form.setError('userId', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        notifyError(error, t('assignDriver.failed'));
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {cable.userId
            ? t('assignDriver.current', { hardwareId: cable.hardwareId, name: cable.userName ?? t('assignDriver.someone') })
            : t('assignDriver.none', { hardwareId: cable.hardwareId })}
        </Text>
        <DriverPickerField
          control={form.control}
          name="userId"
          label={t('assignDriver.driver')}
          description={t('assignDriver.driverHint')}
          placeholder={t('assignDriver.placeholder')}
          nothingFound={t('assignDriver.nothingFound')}
          required
          companyId={cable.companyId}
          describe={(d) => [d.email, d.id === cable.userId ? t('assignDriver.currentDriver') : null].filter(Boolean).join(' · ')}
          selected={driver}
          onPick={setDriver}
        />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('assignDriver.submit')} submitting={form.formState.isSubmitting || assign.isPending} />
      </Stack>
    </form>
  );
}
