import { Stack, Text } from '@mantine/core';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WallboxDetail } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { submitDialogForm } from '../../../lib/zod-form.ts';
import { useUpdateWallbox } from '../api/update-wallbox.ts';
import { WallboxKeyInputs, type WallboxKeyFields } from './wallbox-fields.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** Change the meter's public key or the RFID tag of a wallbox; an empty field clears it. */
export function WallboxEditDialog({ wallbox, onClose }: { wallbox: WallboxDetail | null; onClose: () => void }) {
  const { t } = useTranslation('wallboxes');
  return (
    <ItemDialog item={wallbox} onClose={onClose} title={(wallbox) => t('edit.title', { identity: wallbox.identity })}>
      {(wallbox) => <EditForm wallbox={wallbox} onDone={onClose} />}
    </ItemDialog>
  );
}

function EditForm({ wallbox, onDone }: { wallbox: WallboxDetail; onDone: () => void }) {
  const { t } = useTranslation('wallboxes');
  const update = useUpdateWallbox();
  const form = useForm<WallboxKeyFields>({ defaultValues: { meterPublicKey: wallbox.meterPublicKey ?? '', rfidTag: wallbox.rfidTag ?? '' } });
  const submit = submitDialogForm(form, {
    save: async (values) => {
      await update.mutateAsync({ id: wallbox.id, body: { meterPublicKey: values.meterPublicKey || null, rfidTag: values.rfidTag || null } });
      return t('edit.success', { identity: wallbox.identity });
    },
    failureTitle: t('edit.failed'),
    onDone,
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('edit.driver', { name: wallbox.driverName })}</Text>
        <WallboxKeyInputs register={form.register as UseFormRegister<WallboxKeyFields>} errors={form.formState.errors} />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('edit.submit')} submitting={update.isPending} />
      </Stack>
    </form>
  );
}
