import { ActionIcon, Menu } from '@mantine/core';
import { IconChecklist, IconDots, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChargingSession } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

export type SessionAction = 'edit' | 'status';

/** The administrator's row menu: edit the session, set its review status. */
export function SessionRowActions({ session, onAction }: { session: ChargingSession; onAction: (action: SessionAction, session: ChargingSession) => void }) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const label = t('actions.menu', { driver: session.userName ?? t('values.noDriver'), start: format.dateTime(session.startDate) });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {session.source !== 'EXTERNAL' && (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onAction('edit', session)}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconChecklist size={14} aria-hidden />} onClick={() => onAction('status', session)}>
          {t('actions.status')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
