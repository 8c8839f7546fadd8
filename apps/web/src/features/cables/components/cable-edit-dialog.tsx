import { Stack, Text } from '@mantine/core';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUpdateCable, type CableListItem, type UpdateCable, type UpdateCableInput } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { submitDialogForm, zodFormResolver } from '../../../lib/zod-form.ts';
import { useUpdateCable } from '../api/update-cable.ts';
import { CableCompanyPicker } from './cable-company-picker.tsx';
import { CableFields, type CableFieldValues } from './cable-fields.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface CableEditDialogProps {
  cable: CableListItem | null;
  isAdministrator: boolean;
  onClose: () => void;
}

/** Edit cable: status, firmware and pincode flags; administrators may move it to another company. */
export function CableEditDialog({ cable, isAdministrator, onClose }: CableEditDialogProps) {
  const { t } = useTranslation('cables');
  return (
    <ItemDialog item={cable} onClose={onClose} title={(cable) => t('edit.title', { hardwareId: cable.hardwareId })}>
      {(cable) => <EditCableForm cable={cable} isAdministrator={isAdministrator} onDone={onClose} />}
    </ItemDialog>
  );
}

function EditCableForm({ cable, isAdministrator, onDone }: { cable: CableListItem; isAdministrator: boolean; onDone: () => void }) {
  const { t } = useTranslation('cables');
  const update = useUpdateCable();
  const form = useForm<UpdateCableInput, unknown, UpdateCable>({
    resolver: zodFormResolver(ZUpdateCable),
    defaultValues: {
      status: cable.status,
      firmwareVersion: cable.firmwareVersion ?? '',
      pincodeResetRequired: cable.pincodeResetRequired,
      pincodeMasterOverride: cable.pincodeMasterOverride,
      ...(isAdministrator ? { companyId: cable.companyId } : {}),
    },
  });
  const movingTo = form.watch('companyId');

  const submit = submitDialogForm(form, {
    save: async (body) => {
      await update.mutateAsync({ id: cable.id, body });
      return t('edit.success', { hardwareId: cable.hardwareId });
    },
    failureTitle: t('edit.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <CableFields form={form as unknown as UseFormReturn<CableFieldValues>} />
        {isAdministrator && (
          <Controller
            control={form.control}
            name="companyId"
            render={({ field, fieldState }) => (
              <CableCompanyPicker
                value={field.value ?? null}
                selected={{ value: cable.companyId, label: cable.companyName }}
                onChange={(company) => field.onChange(company?.value ?? cable.companyId)}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {isAdministrator && movingTo && movingTo !== cable.companyId && (
          <Text size="sm" c="orange">
            {t('edit.moveHint')}
          </Text>
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={update.isPending} />
      </Stack>
    </form>
  );
}
