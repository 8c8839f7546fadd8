import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { submitDialogForm, type ZodFormOptions, zodFormResolver } from '../../../lib/zod-form.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface CompanyFormDialogProps<Input extends FieldValues, Output> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The shared schema (or a part of it) the form validates with, in the spec's messages. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the values; a rejection, or answering false (a check of its own failed), keeps the dialog open. */
  save: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<unknown>;
  /** The failure toast's title, in the spec's words for this change. */
  failureTitle: string;
  successMessage: string;
  labels?: ZodFormOptions['label'];
  submitLabel?: string;
  children: (form: UseFormReturn<Input, unknown, Output>) => ReactNode;
}

/**
 * The frame every company dialog shares: a form validated with the shared zod schema, the server's
 * field errors put on their fields, anything else as a toast titled with the spec's failure
 * message, and a short success toast. The form is mounted only while open, so it starts from the
 * company's current values each time.
 */
export function CompanyFormDialog<Input extends FieldValues, Output>(props: CompanyFormDialogProps<Input, Output>) {
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      {props.opened && <DialogForm {...props} />}
    </AppModal>
  );
}

function DialogForm<Input extends FieldValues, Output>({
  onClose,
  schema,
  defaultValues,
  save,
  failureTitle,
  successMessage,
  labels,
  submitLabel,
  children,
}: CompanyFormDialogProps<Input, Output>) {
  const { t } = useTranslation('companies');
  const form = useForm<Input, unknown, Output>({
    resolver: zodFormResolver(schema, labels ? { label: labels } : {}),
    defaultValues,
  });

  const submit = submitDialogForm(form, {
    save: async (values) => {
      if ((await save(values, form)) === false) return false;
      return successMessage;
    },
    failureTitle,
    onDone: onClose,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {children(form)}
        <DialogActions onCancel={onClose} cancelLabel={t('actions.cancel')} submitLabel={submitLabel ?? t('actions.save')} submitting={form.formState.isSubmitting} mt="xs" />
      </Stack>
    </form>
  );
}
