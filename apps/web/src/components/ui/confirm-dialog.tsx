import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from './app-modal.tsx';
import { ConfirmActions } from './dialog-actions.tsx';

/**
 * The question before an action that moves money, mails someone outside the company or brings
 * something back: it says what will happen (amount, who), with Cancel and the action's button.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  color,
  loading = false,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** More than one sentence: shown below the text. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {children}
        <ConfirmActions onCancel={onClose} cancelLabel={t('actions.cancel')} confirmLabel={confirmLabel} color={color} loading={loading} onConfirm={onConfirm} />
      </Stack>
    </AppModal>
  );
}
