import { useRef, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal.tsx';

/** A question about one receipt with Cancel and the action's button. */
export function ReceiptConfirm({
  opened,
  title,
  text,
  confirmLabel,
  color,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  color?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('receipts');
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** The value while it is set, and the last one while the dialog closes, so its text does not go blank. */
export function useLastValue<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}
