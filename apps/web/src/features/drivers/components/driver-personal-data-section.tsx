import { useState } from 'react';
import { Alert, Button, Group, List, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { ErasureResult } from '@fleetwatt/shared';
import { AppModal } from '../../../components/ui/app-modal.tsx';
import { errorMessage, notifySuccess } from '../../../lib/notify.ts';
import { DetailSection } from './detail-section.tsx';
import { exportPersonalData, useErasePersonalData, useSaveHomePlace } from '../api/personal-data.ts';
import { useDriverDetailsTranslation } from './use-driver-details-translation.ts';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

export interface PersonalDataTarget {
  id: string;
  name: string;
  email: string;
  companyId: string | null;
}

/** Export and erasure of a driver's personal data (Art. 15, 17, 20 GDPR) and their home charging place; for staff. */
/** On a phone the long German labels wrap onto a second line instead of being cut. */
const WRAPPING_BUTTON = { root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal' } } as const;

export function DriverPersonalDataSection({ driver }: { driver: PersonalDataTarget }) {
  const { t } = useDriverDetailsTranslation();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const title = t('personalData.title');

  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportPersonalData(driver.id);
    } catch (err) {
      setExportError(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <DetailSection title={title}>
        <Text size="sm" c="dimmed">
          {t('personalData.intro')}
        </Text>
        <Group gap="sm">
          <Button variant="light" styles={WRAPPING_BUTTON} leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void runExport()}>
            {t('personalData.export')}
          </Button>
          <Button variant="light" color="red" styles={WRAPPING_BUTTON} leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setErasing(true)}>
            {t('personalData.erase')}
          </Button>
        </Group>
        {exportError && (
          <Alert color="red" variant="light" role="alert" title={t('personalData.exportFailed')}>
            {exportError}
          </Alert>
        )}
        <HomePlaceForm driver={driver} />
      <AppModal opened={erasing} onClose={() => setErasing(false)} title={t('personalData.eraseTitle', { name: driver.name })} size="lg">
        {erasing && <ErasureForm driver={driver} onClose={() => setErasing(false)} />}
      </AppModal>
    </DetailSection>
  );
}

function ErasureForm({ driver, onClose }: { driver: PersonalDataTarget; onClose: () => void }) {
  const { t } = useDriverDetailsTranslation();
  const erase = useErasePersonalData(driver.id, driver.companyId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ErasureResult | null>(null);

  if (result) {
    const total = (rows: Record<string, number>) => Object.values(rows).reduce((sum, n) => sum + n, 0);
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={t('personalData.erased')}>
          {t('personalData.erasedOutcome', { count: total(result.removed), kept: total(result.anonymised) })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('personalData.close')}</Button>
        </Group>
      </Stack>
    );
  }

  const submit = async () => {
    setError(null);
    if (!email.trim()) {
      setError(t('personalData.emailRequired'));
      return;
    }
    try {
      setResult(await erase.mutateAsync(email.trim()));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('personalData.removedText')}</Text>
        <Text size="sm">{t('personalData.keptText')}</Text>
        <List size="sm">
          <List.Item>{t('personalData.keptReceipts')}</List.Item>
          <List.Item>{t('personalData.keptPayouts')}</List.Item>
          <List.Item>{t('personalData.keptAudit')}</List.Item>
        </List>
        <Text size="sm" fw={500}>
          {t('personalData.irreversible')}
        </Text>
        <TextInput
          label={t('personalData.typeEmail', { email: driver.email })}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          autoComplete="off"
          type="email"
          data-autofocus
        />
        <DialogActions onCancel={onClose} cancelLabel={t('personalData.cancel')} submitLabel={t('personalData.eraseConfirm')} submitting={erase.isPending} color="red" />
      </Stack>
    </form>
  );
}

function HomePlaceForm({ driver }: { driver: PersonalDataTarget }) {
  const { t } = useDriverDetailsTranslation();
  const save = useSaveHomePlace(driver.id, driver.companyId);
  const [latitude, setLatitude] = useState<number | string>('');
  const [longitude, setLongitude] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (clear: boolean) => {
    setError(null);
    const place = { latitude: Number(latitude), longitude: Number(longitude) };
    const given = latitude !== '' && longitude !== '' && Number.isFinite(place.latitude) && Number.isFinite(place.longitude);
    if (!clear && !given) {
      setError(t('personalData.homePlace.required'));
      return;
    }
    try {
      await save.mutateAsync(clear ? null : place);
      if (clear) {
        setLatitude('');
        setLongitude('');
      }
      notifySuccess(clear ? t('personalData.homePlace.cleared') : t('personalData.homePlace.saved'));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('personalData.homePlace.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('personalData.homePlace.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('personalData.homePlace.help')}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput label={t('personalData.homePlace.latitude')} value={latitude} onChange={setLatitude} min={-90} max={90} clampBehavior="none" decimalScale={6} w={150} />
          <NumberInput label={t('personalData.homePlace.longitude')} value={longitude} onChange={setLongitude} min={-180} max={180} clampBehavior="none" decimalScale={6} w={150} />
          <Button type="submit" variant="default" loading={save.isPending}>
            {t('personalData.homePlace.save')}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => void submit(true)}>
            {t('personalData.homePlace.clear')}
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
