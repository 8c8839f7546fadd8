import type { ComponentPropsWithoutRef, Ref } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DriverRowActionsButtonProps extends ComponentPropsWithoutRef<'button'> {
  driverName: string;
  /** The menu's target passes its ref and aria attributes on. */
  ref?: Ref<HTMLButtonElement>;
}

/** The button that opens a driver's row menu. */
export function DriverRowActionsButton({ driverName, ...props }: DriverRowActionsButtonProps) {
  const { t } = useTranslation('drivers');
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={t('rowActions.open', { name: driverName })} {...props}>
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
}
