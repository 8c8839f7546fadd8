import { Menu } from '@mantine/core';
import { IconBuilding, IconCreditCard, IconPencil, IconPlug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DriverRowActionsButton } from './driver-row-actions-button.tsx';
import { DRIVER_ROW_ACTIONS, type DriverRowActionsProps } from './driver-row-action.ts';

const ICONS = {
  edit: IconPencil,
  assignCable: IconPlug,
  assignCompany: IconBuilding,
  paymentAccount: IconCreditCard,
} as const;

export default function DriverRowActionsMenu({ driverName, onAction, defaultOpened }: DriverRowActionsProps & { defaultOpened: boolean }) {
  const { t } = useTranslation('drivers');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <DriverRowActionsButton driverName={driverName} />
      </Menu.Target>
      {/* Spec section 9: dropdown menus are 140 to 300 px high. */}
      <Menu.Dropdown mih={140} mah={300} style={{ overflowY: 'auto' }}>
        {DRIVER_ROW_ACTIONS.map((action) => {
          const Icon = ICONS[action];
          return (
            <Menu.Item key={action} leftSection={<Icon size={16} aria-hidden />} onClick={() => onAction(action)}>
              {t(`rowActions.${action}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
