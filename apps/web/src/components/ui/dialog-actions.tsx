import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';

export interface DialogActionsProps {
  onCancel: () => void;
  cancelLabel: string;
  /** The form's submit button. */
  submitLabel: string;
  submitting: boolean;
  /** red for a change that takes something away. */
  color?: MantineColor;
  disabled?: boolean;
  mt?: MantineSpacing;
}

/** The foot of a dialog's form: leave without a change, or submit the form. */
export function DialogActions({ onCancel, cancelLabel, submitLabel, submitting, color, disabled, mt }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" color={color} loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The foot of a dialog that only shows something: close it. */
export function DialogClose({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {label}
      </Button>
    </Group>
  );
}

/** The foot of a dialog that asks before an action: leave without it, or take it. */
export function ConfirmActions({
  onCancel,
  cancelLabel,
  confirmLabel,
  color,
  loading = false,
  onConfirm,
}: {
  onCancel: () => void;
  cancelLabel: string;
  confirmLabel: string;
  /** red for an action that takes something away. */
  color?: MantineColor;
  loading?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button color={color} loading={loading} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
