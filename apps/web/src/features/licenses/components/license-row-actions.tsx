import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { License } from '@fleetwatt/shared';

export type LicenseRowAction = 'renewals' | 'edit' | 'cancel' | 'delete';

/** The row menu of the licenses page: renewals for everyone, changes for administrators. */
export function LicenseRowActions({
  license,
  isAdministrator,
  onAction,
}: {
  license: License;
  isAdministrator: boolean;
  onAction: (action: LicenseRowAction) => void;
}) {
  const { t } = useTranslation('licenses');
  const cancelled = license.status === 'CANCELLED';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('rowActions.open', { key: license.licenseKey })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      {/* Spec section 9: dropdown menus are 140 to 300 px high. */}
      <Menu.Dropdown mih={140} mah={300} style={{ overflowY: 'auto' }}>
        <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => onAction('renewals')}>
          {t('rowActions.renewals')}
        </Menu.Item>
        {isAdministrator && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} disabled={cancelled} onClick={() => onAction('edit')}>
              {t('rowActions.edit')}
            </Menu.Item>
            <Menu.Item leftSection={<IconBan size={16} aria-hidden />} disabled={cancelled} onClick={() => onAction('cancel')}>
              {t('rowActions.cancel')}
            </Menu.Item>
            <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" onClick={() => onAction('delete')}>
              {t('rowActions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
