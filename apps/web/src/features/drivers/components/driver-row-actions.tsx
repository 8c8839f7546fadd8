import { ActionIcon, Menu } from '@mantine/core';
import { IconBuilding, IconCreditCard, IconDots, IconPencil, IconPlug } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type DriverRowAction = 'edit' | 'assignCable' | 'assignCompany' | 'paymentAccount';

export const DRIVER_ROW_ACTIONS: readonly DriverRowAction[] = ['edit', 'assignCable', 'assignCompany', 'paymentAccount'];

const ICONS = {
  edit: IconPencil,
  assignCable: IconPlug,
  assignCompany: IconBuilding,
  paymentAccount: IconCreditCard,
} as const;

/** The administrators' row menu of the home table (spec section 2). */
export function DriverRowActions({ driverName, onAction }: { driverName: string; onAction: (action: DriverRowAction) => void }) {
  const { t } = useTranslation('drivers');
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('rowActions.open', { name: driverName })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
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
