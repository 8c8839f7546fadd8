import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconHistory, IconPencil, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CableListItem } from '@fleetwatt/shared';

export type CableRowAction = 'edit' | 'history' | 'userHistory';

/** The row menu of the cables page: edit, cable history and, for an assigned cable, its driver's cable history. */
export function CableRowActions({ cable, onAction }: { cable: CableListItem; onAction: (action: CableRowAction) => void }) {
  const { t } = useTranslation('cables');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('rowActions.open', { hardwareId: cable.hardwareId })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      {/* Spec section 9: dropdown menus are 140 to 300 px high. */}
      <Menu.Dropdown mih={140} mah={300} style={{ overflowY: 'auto' }}>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('edit')}>
          {t('rowActions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => onAction('history')}>
          {t('rowActions.history')}
        </Menu.Item>
        <Menu.Item leftSection={<IconUserSearch size={16} aria-hidden />} disabled={!cable.userId} onClick={() => onAction('userHistory')}>
          {t('rowActions.userHistory')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
