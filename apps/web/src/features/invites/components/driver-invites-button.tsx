import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DriverInvitesDialog } from './driver-invites-dialog.tsx';

export interface DriverInvitesButtonProps extends ButtonProps {
  /** Administrators see the company column and may delete invites. */
  isAdministrator?: boolean;
}

/** Opens the driver invites list. */
export function DriverInvitesButton({ isAdministrator, ...buttonProps }: DriverInvitesButtonProps) {
  const { t } = useTranslation('invites');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} {...buttonProps} onClick={() => setOpened(true)}>
        {t('buttons.invites')}
      </Button>
      <DriverInvitesDialog opened={opened} onClose={() => setOpened(false)} isAdministrator={isAdministrator} />
    </>
  );
}
