import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CableListItem } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useCableHistory } from '../api/get-cable-history.ts';
import { AssignmentTable } from './assignment-table.tsx';
import { DialogClose } from '../../../components/ui/dialog-actions.tsx';

/** Cable history: which driver had the cable when. */
export function CableHistoryDialog({ cable, onClose }: { cable: CableListItem | null; onClose: () => void }) {
  const { t } = useTranslation('cables');
  const history = useCableHistory(cable?.id ?? null);
  const title = cable ? t('history.cableTitle', { hardwareId: cable.hardwareId }) : '';
  return (
    <AppModal opened={!!cable} onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <AssignmentTable query={history} label={title} subject={{ header: t('columns.driver'), cell: (a) => a.userName }} />
        <DialogClose onClose={onClose} label={t('actions.close')} />
      </Stack>
    </AppModal>
  );
}
