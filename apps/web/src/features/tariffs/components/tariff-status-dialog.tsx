import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TARIFF_REJECTION_REASONS, TARIFF_STATUSES, zTariffStatusBody, type Tariff, type TariffStatusBody } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { useLanguageForm } from '../../../lib/use-language-form.ts';
import { submitDialogForm } from '../../../lib/zod-form.ts';
import { useUpdateTariffStatus } from '../api/update-tariff-status.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

type Values = { status: string; reviewTopic: string; description: string; rejectionReason: string | null };

/** The tariff status dialog: the review topic is required ('Please fill in the review topic'). */
export function TariffStatusDialog({ tariff, onClose }: { tariff: Tariff | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  return (
    <ItemDialog item={tariff} onClose={onClose} title={(tariff) => t('statusDialog.title', { number: tariff.number })}>
      {(tariff) => <StatusForm tariff={tariff} onDone={onClose} />}
    </ItemDialog>
  );
}

function StatusForm({ tariff, onDone }: { tariff: Tariff; onDone: () => void }) {
  const { t } = useTranslation('tariffs');
  const save = useUpdateTariffStatus();
  const form = useLanguageForm<Values, TariffStatusBody>(zTariffStatusBody, { status: tariff.status, reviewTopic: tariff.reviewTopic ?? '', description: tariff.reviewDescription ?? '', rejectionReason: tariff.rejectionReason });
  const status = form.watch('status');

  const submit = submitDialogForm(form, {
    save: async (body) => {
      const saved = await save.mutateAsync({ id: tariff.id, body });
      return t('statusDialog.done', { number: saved.number, status: t(`status.${saved.status}`) });
    },
    failureTitle: t('statusDialog.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label={t('statusDialog.status')}
              data={TARIFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? tariff.status)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <TextInput label={t('statusDialog.reviewTopic')} withAsterisk error={form.formState.errors.reviewTopic?.message} {...form.register('reviewTopic')} />
        <Textarea label={t('statusDialog.description')} rows={3} error={form.formState.errors.description?.message} {...form.register('description')} />
        {status === 'INVALID' && (
          <Controller
            control={form.control}
            name="rejectionReason"
            render={({ field, fieldState }) => (
              <Select
                label={t('statusDialog.rejectionReason')}
                withAsterisk
                data={TARIFF_REJECTION_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: false }}
              />
            )}
          />
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('statusDialog.submit')} submitting={form.formState.isSubmitting} mt="sm" />
      </Stack>
    </form>
  );
}
