import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconDots, IconEdit, IconFlag, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tariff } from '@fleetwatt/shared';

export type TariffAction = 'edit' | 'status' | 'validate' | 'reject' | 'transfer' | 'delete';

/** What a row offers: everyone edits and deletes; administrators review and transfer. */
export function TariffRowActions({ tariff, isAdministrator, onAction }: { tariff: Tariff; isAdministrator: boolean; onAction: (action: TariffAction, tariff: Tariff) => void }) {
  const { t } = useTranslation('tariffs');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { number: tariff.number, driver: tariff.driverName })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => onAction('edit', tariff)}>
          {t('actions.edit')}
        </Menu.Item>
        {isAdministrator && (
          <>
            {tariff.status === 'PENDING' && (
              <Menu.Item leftSection={<IconCheck size={14} />} color="teal" onClick={() => onAction('validate', tariff)}>
                {t('actions.validate')}
              </Menu.Item>
            )}
            {tariff.status !== 'INVALID' && (
              <Menu.Item leftSection={<IconX size={14} />} color="red" onClick={() => onAction('reject', tariff)}>
                {t('actions.reject')}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconFlag size={14} />} onClick={() => onAction('status', tariff)}>
              {t('actions.status')}
            </Menu.Item>
            {tariff.sessionCount > 0 && (
              <Menu.Item leftSection={<IconArrowsExchange size={14} />} onClick={() => onAction('transfer', tariff)}>
                {t('actions.transfer')}
              </Menu.Item>
            )}
          </>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => onAction('delete', tariff)}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
