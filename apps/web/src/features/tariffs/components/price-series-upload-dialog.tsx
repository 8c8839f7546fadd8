import { useState } from 'react';
import { Input, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, pricingMessage, type Currency, type PriceSeries } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useUploadPriceSeries } from '../api/upload-price-series.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

/** A new hourly price series from a CSV file, or more hours for an existing one (`series`). */
export function PriceSeriesUploadDialog({ opened, series, onClose }: { opened: boolean; series: PriceSeries | null; onClose: () => void }) {
  const { t } = useTranslation('tariffs');
  const { lang } = useFormat();
  const upload = useUploadPriceSeries();
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems = {
      ...(series || name.trim() ? {} : { name: pricingMessage('seriesNameRequired', lang) }),
      ...(file ? {} : { file: pricingMessage('fileRequired', lang) }),
    };
    setErrors(problems);
    if (Object.keys(problems).length || !file) return;
    try {
      const result = await upload.mutateAsync(series ? { file, seriesId: series.id } : { file, name: name.trim(), currency });
      notifySuccess(`${t('priceSeries.uploaded', { count: result.imported })} ${t('priceSeries.repriced', { count: result.repriced })}`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation' && error.errors?.length) {
        setErrors({ file: error.errors.filter((x) => x.field === 'file').map((x) => x.message).join('\n') || undefined, name: error.errors.find((x) => x.field === 'name')?.message });
      } else notifyError(error, t('priceSeries.failed'));
    }
  }

  return (
    <AppModal opened={opened} onClose={onClose} title={series ? t('priceSeries.addHoursTitle', { name: series.name }) : t('priceSeries.uploadTitle')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {!series && (
            <>
              <TextInput label={t('priceSeries.name')} withAsterisk value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
              <Select
                label={t('priceSeries.currency')}
                data={[...CURRENCIES]}
                value={currency}
                onChange={(v) => v && setCurrency(v as Currency)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
              />
            </>
          )}
          <Input.Wrapper label={t('priceSeries.file')} description={t('priceSeries.intro')} withAsterisk error={errors.file} style={{ whiteSpace: 'pre-line' }}>
            <input type="file" accept=".csv,text/csv" aria-label={t('priceSeries.file')} onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} style={{ display: 'block', marginTop: 6 }} />
          </Input.Wrapper>
          <DialogActions onCancel={onClose} cancelLabel={t('actions.cancel')} submitLabel={t('priceSeries.upload')} submitting={upload.isPending} mt="sm" />
        </Stack>
      </form>
    </AppModal>
  );
}
