import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useUserCableHistory } from '../api/get-user-cable-history.ts';
import { AssignmentTable } from './assignment-table.tsx';
import { DialogClose } from '../../../components/ui/dialog-actions.tsx';

/** Cable user history: which cables a driver had when. */
export function CableUserHistoryDialog({ driver, onClose }: { driver: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('cables');
  const history = useUserCableHistory(driver?.id ?? null);
  const title = driver ? t('history.userTitle', { name: driver.name }) : '';
  return (
    <AppModal opened={!!driver} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <AssignmentTable
          query={history}
          label={title}
          subject={{ header: t('columns.cable'), cell: (a) => <span style={{ fontFamily: 'monospace' }}>{a.hardwareId}</span> }}
        />
        <DialogClose onClose={onClose} label={t('actions.close')} />
      </Stack>
    </AppModal>
  );
}
