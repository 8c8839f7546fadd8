import type { ReactNode } from 'react';
import { Alert, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DialogActions } from './dialog-actions.tsx';

export interface ChooseOneFormProps {
  /** The choices, once loaded (undefined while they load). */
  options: { value: string; label: string }[] | undefined;
  label: string;
  placeholder: string;
  /** Shown on the field when nothing was chosen. */
  requiredMessage: string;
  /** Shown instead of the field when there is nothing to choose from. */
  emptyMessage: string;
  /** Text above and below the field. */
  before?: ReactNode;
  after?: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  /** Saves the choice; a rejection keeps the form open and shows a toast with failureTitle. */
  choose: (value: string) => Promise<unknown>;
  failureTitle: string;
  successMessage: (value: string) => string;
  onClose: () => void;
}

/** A dialog's form that picks one of a searchable list and saves it: the attach dialogs' shape. */
export function ChooseOneForm(props: ChooseOneFormProps) {
  const form = useForm<{ value: string }>({
    resolver: zodResolver(z.object({ value: z.string().min(1, props.requiredMessage) })),
    defaultValues: { value: '' },
  });

  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await props.choose(value);
      notifySuccess(props.successMessage(value));
      props.onClose();
    } catch (error) {
      notifyError(error, props.failureTitle);
    }
  });

  const empty = props.options?.length === 0;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {props.before}
        {empty ? (
          <Alert color="gray" variant="light">
            {props.emptyMessage}
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="value"
            render={({ field, fieldState }) => (
              <Select
                label={props.label}
                placeholder={props.placeholder}
                withAsterisk
                searchable
                data={props.options ?? []}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: false }}
                maxDropdownHeight={300}
              />
            )}
          />
        )}
        {props.after}
        <DialogActions onCancel={props.onClose} cancelLabel={props.cancelLabel} submitLabel={props.submitLabel} submitting={form.formState.isSubmitting} disabled={empty} />
      </Stack>
    </form>
  );
}
