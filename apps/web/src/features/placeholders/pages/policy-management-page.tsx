import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
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
        <Alert color="orange" variant="light" icon={<IconLock size={20} />} title={<UpgradeBadge />}>
          {t('upgrade.required')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {POLICY_SETTINGS.map((key) => (
            <Stack key={key} gap={6}>
              <Group gap="xs" wrap="nowrap">
                <Button variant="light" disabled fullWidth justify="space-between" rightSection={locked ? <IconLock size={16} /> : undefined}>
                  {t(`policy.settings.${key}`)}
                </Button>
                {locked && <UpgradeBadge />}
              </Group>
              {locked && (
                <Text size="xs" c="dimmed">
                  {t('upgrade.required')}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
      {!locked && <ComingSoon page="policyManagement" />}
    </Stack>
  );
}
