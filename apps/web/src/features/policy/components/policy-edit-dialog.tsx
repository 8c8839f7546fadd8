import { Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POLICY_MAX_LENGTH, ZCompanyPolicy, type CompanyPolicyInput } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { submitDialogForm, zodFormResolver } from '../../../lib/zod-form.ts';
import { useUpdatePolicy } from '../api/update-policy.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

interface PolicyEditDialogProps {
  companyId: string;
  policy: string | null;
  opened: boolean;
  onClose: () => void;
}

/** Writes the company policy: a text of up to 10,000 characters. */
export function PolicyEditDialog(props: PolicyEditDialogProps) {
  const { t } = useTranslation('policy');
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={t('edit.title')} size="xl">
      {props.opened && <PolicyForm {...props} />}
    </AppModal>
  );
}

function PolicyForm({ companyId, policy, onClose }: PolicyEditDialogProps) {
  const { t } = useTranslation('policy');
  const format = useFormat();
  const update = useUpdatePolicy(companyId);
  const form = useForm<CompanyPolicyInput>({
    resolver: zodFormResolver(ZCompanyPolicy),
    defaultValues: { policy: policy ?? '' },
  });
  const length = (form.watch('policy') ?? '').length;

  const submit = submitDialogForm(form, {
    save: async (values) => {
      await update.mutateAsync(values);
      return t('edit.saved');
    },
    failureTitle: t('edit.failed'),
    onDone: onClose,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="policy"
          render={({ field, fieldState }) => (
            <Textarea
              label={t('edit.label')}
              description={t('edit.description')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              rows={14}
              resize="vertical"
              error={fieldState.error?.message}
            />
          )}
        />
        <Text size="xs" c={length > POLICY_MAX_LENGTH ? 'red' : 'dimmed'} ta="right" aria-live="polite">
          {t('edit.count', { count: length, max: format.number(POLICY_MAX_LENGTH), used: format.number(length) })}
        </Text>
        <DialogActions onCancel={onClose} cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} submitting={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
