import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@fleetwatt/shared';
import { errorMessage } from '../../../lib/notify.ts';
import { usePolicyCompany } from '../api/get-policy-company.ts';
import { PolicyEditDialog } from '../components/policy-edit-dialog.tsx';
import { PolicyRemoveDialog } from '../components/policy-remove-dialog.tsx';
import { UpgradeBadge } from '../../../components/ui/upgrade-badge.tsx';
import { CompanyLink } from '../../../components/ui/entity-links.tsx';

export interface PolicyManagementPageProps {
  /** The company in view: the selected one, else the user's own; null for an administrator who selected none. */
  companyId: string | null;
  isAdministrator: boolean;
}

/**
 * /dashboard/policy-management: the company policy. Fleet managers of a PRO company read and edit
 * it; for any other subscription the buttons are disabled with the upgrade badge (spec section 6).
 * Administrators manage the policy of the company they selected.
 */
export default function PolicyManagementPage({ companyId, isAdministrator }: PolicyManagementPageProps) {
  const { t } = useTranslation('policy');
  if (!companyId) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />} title={t('selectCompany.title')}>
        {t('selectCompany.message')}
      </Alert>
    );
  }
  return <PolicyOfCompany companyId={companyId} isAdministrator={isAdministrator} />;
}

function PolicyOfCompany({ companyId, isAdministrator }: { companyId: string; isAdministrator: boolean }) {
  const { t } = useTranslation('policy');
  const company = usePolicyCompany(companyId);
  if (company.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Group>
    );
  }
  if (company.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
        {errorMessage(company.error)}
      </Alert>
    );
  }
  return <PolicyView company={company.data} locked={!isAdministrator && company.data.subscriptionType !== 'PRO'} />;
}

function PolicyView({ company, locked }: { company: Company; locked: boolean }) {
  const { t } = useTranslation('policy');
  const [open, setOpen] = useState<'edit' | 'remove' | null>(null);
  const lockIcon = locked ? <IconLock size={14} aria-hidden /> : undefined;
  const upgradeHint = locked ? t('upgrade.required') : undefined;

  return (
    <Stack gap="lg">
      {locked && (
        <Alert color="orange" variant="light" icon={<IconLock size={20} />} title={t('upgrade.title')}>
          {t('upgrade.required')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('section')}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h4">
                {t('section')}
              </Title>
              {locked && <UpgradeBadge />}
            </Group>
            <Text size="sm" c="dimmed">
              {t('intro', { company: company.name })}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              leftSection={lockIcon ?? <IconPencil size={14} aria-hidden />}
              disabled={locked}
              title={upgradeHint}
              onClick={() => setOpen('edit')}
            >
              {t('edit.button')}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={lockIcon ?? <IconTrash size={14} aria-hidden />}
              disabled={locked || !company.policy}
              title={upgradeHint}
              onClick={() => setOpen('remove')}
            >
              {t('remove.button')}
            </Button>
          </Group>
        </Group>
        {company.policy ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="policy-text">
            {company.policy}
          </Text>
        ) : (
          <Text c="dimmed">{t('empty')}</Text>
        )}
      </Paper>
      <Text size="sm">
        {t('settingsHint')}{' '}
        <CompanyLink id={company.id}>{t('settingsLink')}</CompanyLink>
      </Text>
      {!locked && (
        <>
          <PolicyEditDialog companyId={company.id} policy={company.policy} opened={open === 'edit'} onClose={() => setOpen(null)} />
          <PolicyRemoveDialog companyId={company.id} opened={open === 'remove'} onClose={() => setOpen(null)} />
        </>
      )}
    </Stack>
  );
}
