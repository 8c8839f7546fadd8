import { useState } from 'react';
import { Alert, Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tariff } from '@fleetwatt/shared';
import { ItemDialog } from '../../../components/ui/item-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useValidateTariff } from '../api/validate-tariff.ts';
import { useTariffText } from './use-tariff-text.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/**
 * Validate a pending tariff. When it overlaps the driver's earlier valid tariff the server's
 * message shows here, with the choice to end that tariff the day before.
 */
export function TariffValidateDialog({ tariff, onClose }: { tariff: Tariff | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  return (
    <ItemDialog item={tariff} onClose={onClose} title={(tariff) => t('validateDialog.title', { number: tariff.number })}>
      {(tariff) => <ValidateForm tariff={tariff} onDone={onClose} />}
    </ItemDialog>
  );
}

function ValidateForm({ tariff, onDone }: { tariff: Tariff; onDone: () => void }) {
  const { t } = useTranslation('tariffs');
  const text = useTariffText();
  const validate = useValidateTariff();
  const [reviewTopic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  const [closePrevious, setClosePrevious] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      const saved = await validate.mutateAsync({ id: tariff.id, body: { reviewTopic, description, closePrevious } });
      notifySuccess(t('validateDialog.done', { number: saved.number }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else notifyError(error, t('statusDialog.failed'));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('validateDialog.intro', { driver: tariff.driverName, period: text.period(tariff), price: text.price(tariff) })}</Text>
        {conflict && (
          <Alert color="orange" role="alert">
            {conflict}
          </Alert>
        )}
        <TextInput label={t('validateDialog.reviewTopic')} value={reviewTopic} onChange={(e) => setTopic(e.currentTarget.value)} />
        <Textarea label={t('validateDialog.description')} rows={3} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        {conflict && (
          <Checkbox label={t('validateDialog.closePrevious')} checked={closePrevious} onChange={(e) => setClosePrevious(e.currentTarget.checked)} />
        )}
        <DialogActions onCancel={onDone} cancelLabel={t('actions.cancel')} submitLabel={t('validateDialog.submit')} submitting={validate.isPending} color="teal" mt="sm" />
      </Stack>
    </form>
  );
}
