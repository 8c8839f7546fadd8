import { Fragment } from 'react';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionType } from '@fleetwatt/shared';
import { ComingSoon } from '../components/coming-soon.tsx';
import { UpgradeBadge } from '../components/upgrade-badge.tsx';

/** The company policy settings, each behind a button that opens its dialog (spec section 2). */
export const POLICY_SETTINGS = [
  'mileageFrequency',
  'tariffVerificationFrequency',
  'receiptDueDate',
  'receiptOptions',
  'receiptLayout',
  'reportingOptions',
] as const;

/**
 * /dashboard/policy-management. A company without PRO sees the settings locked with the upgrade
 * badge; for PRO the dialogs come in later work. `subscriptionType` is null for administrators.
 */
export default function PolicyManagementPage({ subscriptionType }: { subscriptionType: SubscriptionType | null }) {
  const { t } = useTranslation();
  const locked = subscriptionType !== null && subscriptionType !== 'PRO';
  return (
    <Stack gap="lg">
      {locked && (
        <Alert color="orange" variant="light" icon={<IconLock size={20} />} title={t('upgrade.title')}>
          {t('upgrade.required')}
        </Alert>
      )}
      <Paper withBorder radius="md" px="lg" py="xs">
        {POLICY_SETTINGS.map((key, index) => (
          <Fragment key={key}>
            {index > 0 && <Divider />}
            <Group justify="space-between" wrap="nowrap" py="sm" gap="md">
              <Text fw={500}>{t(`policy.settings.${key}`)}</Text>
              <Group gap="sm" wrap="nowrap">
                {locked ? (
                  <UpgradeBadge />
                ) : (
                  <Badge variant="light" color="gray">
                    {t('comingSoon.badge')}
                  </Badge>
                )}
                <Button
                  variant="default"
                  size="xs"
                  disabled
                  leftSection={locked ? <IconLock size={14} /> : undefined}
                  aria-label={`${t(`policy.settings.${key}`)}: ${t('policy.edit')}`}
                  title={locked ? t('upgrade.required') : undefined}
                >
                  {t('policy.edit')}
                </Button>
              </Group>
            </Group>
          </Fragment>
        ))}
      </Paper>
      {!locked && <ComingSoon page="policyManagement" />}
    </Stack>
  );
}
