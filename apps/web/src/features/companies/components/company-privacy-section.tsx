import { Fragment, useState } from 'react';
import { Alert, Divider, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIVACY_LIMITS, RETENTION_KINDS, ZPrivacySettings, type PrivacySettingsView, type RetentionKind } from '@fleetwatt/shared';
import { errorMessage } from '../../../lib/notify.ts';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';
import { EditButton, Section } from './detail-parts.tsx';
import { WholeNumberField } from './form-fields.tsx';

/** The company's privacy settings: whether coordinates are kept, and how long each kind of personal data is (docs/privacy.md). */
export function CompanyPrivacySection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('companies');
  const settings = usePrivacySettings(companyId);
  const [open, setOpen] = useState(false);
  const title = t('privacy.title');

  return (
    <Section
      title={title}
      action={
        settings.data && (
          <EditButton label={`${title}: ${t('actions.edit')}`} onClick={() => setOpen(true)}>
            {t('actions.edit')}
          </EditButton>
        )
      }
    >
      {settings.isPending && <Loader role="status" size="sm" aria-label={t('privacy.loading')} />}
      {settings.isError && (
        <Alert color="red" variant="light" role="alert" title={t('privacy.loadFailed')}>
          {errorMessage(settings.error)}
        </Alert>
      )}
      {settings.data && <PrivacyValues view={settings.data} />}
      {settings.data && <PrivacyDialog companyId={companyId} view={settings.data} opened={open} onClose={() => setOpen(false)} />}
    </Section>
  );
}

function PrivacyValues({ view }: { view: PrivacySettingsView }) {
  const { t } = useTranslation('companies');
  const value = (kind: RetentionKind) =>
    kind === 'locationDays'
      ? view.locationDays === 0
        ? t('privacy.location.no')
        : t('privacy.location.days', { count: view.locationDays })
      : t('privacy.days', { count: view[kind] });
  return (
    <Stack gap={0}>
      {RETENTION_KINDS.map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 && <Divider />}
          <Group justify="space-between" wrap="nowrap" py="xs" gap="md" align="flex-start">
            <Stack gap={2} miw={0} flex={1}>
              <Text fw={500} size="sm">
                {t(`privacy.kinds.${kind}.label`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`privacy.kinds.${kind}.reason`)}
              </Text>
            </Stack>
            <Text size="sm" data-testid={`privacy-${kind}`} ta="right">
              {value(kind)}
            </Text>
          </Group>
        </Fragment>
      ))}
      <Divider />
      <Text size="xs" c="dimmed" pt="xs">
        {t('privacy.locked', { count: view.lockedYears })}
      </Text>
    </Stack>
  );
}

function PrivacyDialog({ companyId, view, opened, onClose }: { companyId: string; view: PrivacySettingsView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('companies');
  const save = useSavePrivacySettings(companyId);
  const defaults = Object.fromEntries(RETENTION_KINDS.map((k) => [k, view[k]])) as Record<RetentionKind, number>;
  return (
    <CompanyFormDialog
      opened={opened}
      onClose={onClose}
      title={t('privacy.title')}
      schema={ZPrivacySettings}
      defaultValues={defaults}
      save={(values) => save.mutateAsync(values)}
      failureTitle={t('privacy.saveFailed')}
      successMessage={t('dialogs.settingsSaved')}
    >
      {(form) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {RETENTION_KINDS.map((kind) => (
            <WholeNumberField
              key={kind}
              control={form.control}
              name={kind}
              label={t(`privacy.kinds.${kind}.field`)}
              description={t('privacy.range', { min: PRIVACY_LIMITS[kind][0], max: PRIVACY_LIMITS[kind][1] })}
              required
            />
          ))}
        </SimpleGrid>
      )}
    </CompanyFormDialog>
  );
}
