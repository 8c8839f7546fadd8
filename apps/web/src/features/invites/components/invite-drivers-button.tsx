import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyLanguage } from '@fleetwatt/shared';
import { InviteDriversDialog } from './invite-drivers-dialog.tsx';

export interface InviteDriversButtonProps extends ButtonProps {
  /** Administrators without a selected company choose the company in the dialog. */
  isAdministrator?: boolean;
  /** The company's language, preselected for the invitation. */
  defaultLanguage?: CompanyLanguage;
}

/** Opens the invite driver dialog. */
export function InviteDriversButton({ isAdministrator, defaultLanguage, ...buttonProps }: InviteDriversButtonProps) {
  const { t } = useTranslation('invites');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconMailPlus size={16} aria-hidden />} {...buttonProps} onClick={() => setOpened(true)}>
        {t('buttons.invite')}
      </Button>
      <InviteDriversDialog
        opened={opened}
        onClose={() => setOpened(false)}
        isAdministrator={isAdministrator}
        defaultLanguage={defaultLanguage}
      />
    </>
  );
}
