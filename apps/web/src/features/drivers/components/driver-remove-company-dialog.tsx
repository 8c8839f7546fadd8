import { Stack, Text } from '@mantine/core';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRemoveDriverCompany } from '../api/remove-driver-company.ts';
import { useDriverDetailsTranslation } from './use-driver-details-translation.ts';
import { ConfirmActions } from '../../../components/ui/dialog-actions.tsx';

export interface RemoveTarget {
  id: string;
  name: string;
  companyName: string | null;
}

/** Remove the driver from their company, after a confirmation. */
export function DriverRemoveCompanyDialog({
  driver,
  onClose,
  onRemoved,
}: {
  driver: RemoveTarget | null;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const { t } = useDriverDetailsTranslation();
  const remove = useRemoveDriverCompany();
  const confirm = async () => {
    if (!driver) return;
    try {
      await remove.mutateAsync(driver.id);
      notifySuccess(t('removeCompany.success', { name: driver.name }));
      onClose();
      onRemoved?.();
    } catch (error) {
      notifyError(error, t('removeCompany.failed'));
    }
  };
  return (
    <AppModal opened={!!driver} onClose={onClose} title={t('removeCompany.title')}>
      <Stack gap="md">
        <Text size="sm">
          {t('removeCompany.confirm', { name: driver?.name ?? '', company: driver?.companyName ?? t('removeCompany.theCompany') })}
        </Text>
        <ConfirmActions onCancel={onClose} cancelLabel={t('actions.cancel')} confirmLabel={t('removeCompany.submit')} color="red" loading={remove.isPending} onConfirm={() => void confirm()} />
      </Stack>
    </AppModal>
  );
}
