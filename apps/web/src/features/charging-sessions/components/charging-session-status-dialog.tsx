import { MultiSelect, Select, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_STATUSES,
  REVIEW_TAGS,
  REVIEW_TYPES,
  ZChargingSessionStatus,
  type ChargingSession,
  type ChargingSessionStatus,
} from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { submitDialogForm, zodFormResolver } from '../../../lib/zod-form.ts';
import { useUpdateChargingSessionStatus } from '../api/update-charging-session-status.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** The review status dialog: status, type and tags of one session (administrators). */
export function ChargingSessionStatusDialog({ session, onClose }: { session: ChargingSession | null; onClose: () => void }) {
  const { t } = useTranslation('charging-sessions');
  return (
    <ItemDialog item={session} onClose={onClose} title={t('statusDialog.title')}>
      {(session) => <StatusForm session={session} onDone={onClose} />}
    </ItemDialog>
  );
}

function StatusForm({ session, onDone }: { session: ChargingSession; onDone: () => void }) {
  const { t } = useTranslation('charging-sessions');
  const format = useFormat();
  const save = useUpdateChargingSessionStatus();
  const form = useForm<ChargingSessionStatus>({
    resolver: zodFormResolver(ZChargingSessionStatus, {
      label: (path) => ({ reviewStatus: t('statusDialog.status'), reviewType: t('statusDialog.type'), reviewTags: t('statusDialog.tags') })[String(path[0])],
    }),
    defaultValues: { reviewStatus: session.reviewStatus, reviewType: session.reviewType, reviewTags: session.reviewTags },
  });

  const submit = submitDialogForm(form, {
    save: async (body) => {
      await save.mutateAsync({ id: session.id, body });
      return t('statusDialog.saved');
    },
    failureTitle: t('form.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('statusDialog.session', {
            driver: session.userName ?? t('values.noDriver'),
            start: format.dateTime(session.startDate),
            energy: format.energy(session.wattHours),
          })}
        </Text>
        <Controller
          control={form.control}
          name="reviewStatus"
          render={({ field, fieldState }) => (
            <Select
              label={t('statusDialog.status')}
              withAsterisk
              data={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviewStatus.${s}`) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="reviewType"
          render={({ field }) => (
            <Select
              label={t('statusDialog.type')}
              placeholder={t('statusDialog.typeNone')}
              data={REVIEW_TYPES.map((s) => ({ value: s, label: t(`reviewType.${s}`) }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v)}
              clearable
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="reviewTags"
          render={({ field }) => (
            <MultiSelect
              label={t('statusDialog.tags')}
              data={REVIEW_TAGS.map((s) => ({ value: s, label: t(`reviewTag.${s}`) }))}
              value={field.value ?? []}
              onChange={(v) => field.onChange(v)}
              clearable
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {t('statusDialog.hint')}
        </Text>
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('statusDialog.save')} submitting={save.isPending} />
      </Stack>
    </form>
  );
}
