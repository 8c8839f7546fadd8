import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zTariffTransferBody, type Tariff, type TariffTransferBody } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { useLanguageForm } from '../../../lib/use-language-form.ts';
import { submitDialogForm } from '../../../lib/zod-form.ts';
import { useDriverTariffs } from '../api/search-tariffs.ts';
import { useTransferTariffSessions } from '../api/transfer-tariff-sessions.ts';
import { useTariffText } from './use-tariff-text.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

type Values = { targetTariffId: string; deleteSource: boolean };

/** The tariff transfer dialog: a target tariff of the same driver, and whether to delete the source. */
export function TariffTransferDialog({ tariff, onClose }: { tariff: Tariff | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  return (
    <ItemDialog item={tariff} onClose={onClose} title={(tariff) => t('transferDialog.title', { number: tariff.number })}>
      {(tariff) => <TransferForm tariff={tariff} onDone={onClose} />}
    </ItemDialog>
  );
}

function TransferForm({ tariff, onDone }: { tariff: Tariff; onDone: () => void }) {
  const { t } = useTranslation('tariffs');
  const text = useTariffText();
  const transfer = useTransferTariffSessions();
  const others = useDriverTariffs(tariff.userId);
  const targets = (others.data?.results ?? []).filter((o) => o.id !== tariff.id && o.status !== 'INVALID');
  const form = useLanguageForm<Values, TariffTransferBody>(zTariffTransferBody, { targetTariffId: '', deleteSource: false });

  const submit = submitDialogForm(form, {
    save: async (body) => {
      const result = await transfer.mutateAsync({ id: tariff.id, body });
      return t('transferDialog.done', { count: result.moved, number: result.target.number });
    },
    failureTitle: t('transferDialog.failed'),
    onDone,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {t('transferDialog.intro', { sessions: text.sessions(tariff.sessionCount), number: tariff.number, driver: tariff.driverName })}
        </Text>
        {others.isSuccess && !targets.length && (
          <Text size="sm" c="dimmed">
            {t('transferDialog.noTargets', { driver: tariff.driverName })}
          </Text>
        )}
        <Controller
          control={form.control}
          name="targetTariffId"
          render={({ field, fieldState }) => (
            <Select
              label={t('transferDialog.target')}
              placeholder={t('transferDialog.targetPlaceholder')}
              withAsterisk
              data={targets.map((o) => ({
                value: o.id,
                label: t('transferDialog.targetOption', { number: o.number, period: text.period(o), price: text.price(o), status: t(`status.${o.status}`) }),
              }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Checkbox label={t('transferDialog.deleteSource', { number: tariff.number })} {...form.register('deleteSource')} />
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('transferDialog.submit')} submitting={form.formState.isSubmitting} mt="sm" />
      </Stack>
    </form>
  );
}
