import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TARIFF_REJECTION_REASONS, zTariffRejectBody, type Tariff, type TariffRejectBody } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { useLanguageForm } from '../../../lib/use-language-form.ts';
import { submitDialogForm } from '../../../lib/zod-form.ts';
import { useRejectTariff } from '../api/reject-tariff.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

type Values = { reason: string | null; reviewTopic: string; description: string };

/** Reject a tariff: a reason from the list is required. */
export function TariffRejectDialog({ tariff, onClose }: { tariff: Tariff | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  return (
    <ItemDialog item={tariff} onClose={onClose} title={(tariff) => t('rejectDialog.title', { number: tariff.number })}>
      {(tariff) => <RejectForm tariff={tariff} onDone={onClose} />}
    </ItemDialog>
  );
}

function RejectForm({ tariff, onDone }: { tariff: Tariff; onDone: () => void }) {
  const { t } = useTranslation('tariffs');
  const reject = useRejectTariff();
  const form = useLanguageForm<Values, TariffRejectBody>(zTariffRejectBody, { reason: null, reviewTopic: '', description: '' });

  const submit = submitDialogForm(form, {
    save: async (body) => {
      const saved = await reject.mutateAsync({ id: tariff.id, body });
      return t('rejectDialog.done', { number: saved.number });
    },
    failureTitle: t('statusDialog.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <Select
              label={t('rejectDialog.reason')}
              placeholder={t('rejectDialog.reasonPlaceholder')}
              withAsterisk
              data={TARIFF_REJECTION_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <TextInput label={t('rejectDialog.reviewTopic')} {...form.register('reviewTopic')} />
        <Textarea label={t('rejectDialog.description')} rows={3} {...form.register('description')} />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('rejectDialog.submit')} submitting={form.formState.isSubmitting} color="red" mt="sm" />
      </Stack>
    </form>
  );
}
