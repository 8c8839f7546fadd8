import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { License } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelLicense } from '../api/cancel-license.ts';
import { useDeleteLicense } from '../api/delete-license.ts';
import { ConfirmActions } from '../../../components/ui/dialog-actions.tsx';

/** Cancel license: asks first; the open renewal is cancelled with it. */
export function LicenseCancelDialog({ license, onClose }: { license: License | null; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  const cancel = useCancelLicense();
  return (
    <Confirm
      license={license}
      onClose={onClose}
      title={t('cancel.title')}
      text={license ? t('cancel.text', { key: license.licenseKey, name: license.userName ?? '–' }) : ''}
      confirm={t('cancel.confirm')}
      pending={cancel.isPending}
      onConfirm={async (l) => {
        try {
          await cancel.mutateAsync(l.id);
          notifySuccess(t('cancel.success', { key: l.licenseKey }));
          onClose();
        } catch (error) {
          notifyError(error, t('cancel.failed'));
        }
      }}
    />
  );
}

/** Delete license: asks first; refused while a driver uses it or once it was billed. */
export function LicenseDeleteDialog({ license, onClose }: { license: License | null; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  const remove = useDeleteLicense();
  return (
    <Confirm
      license={license}
      onClose={onClose}
      title={t('delete.title')}
      text={license ? t('delete.text', { key: license.licenseKey }) : ''}
      confirm={t('delete.confirm')}
      pending={remove.isPending}
      onConfirm={async (l) => {
        try {
          await remove.mutateAsync(l.id);
          notifySuccess(t('delete.success', { key: l.licenseKey }));
          onClose();
        } catch (error) {
          notifyError(error, t('delete.failed'));
        }
      }}
    />
  );
}

interface ConfirmProps {
  license: License | null;
  onClose: () => void;
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: (license: License) => Promise<void>;
}

function Confirm({ license, onClose, title, text, confirm, pending, onConfirm }: ConfirmProps) {
  const { t } = useTranslation('licenses');
  return (
    <AppModal opened={!!license} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <ConfirmActions onCancel={onClose} cancelLabel={t('actions.cancel')} confirmLabel={confirm} color="red" loading={pending} onConfirm={() => license && void onConfirm(license)} />
      </Stack>
    </AppModal>
  );
}
