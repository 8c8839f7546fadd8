import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverSubscriptionSummary, LicenseStatus } from '@fleetwatt/shared';
import { useFormat } from '../../../lib/use-format.ts';

export const LICENSE_STATUS_COLORS: Record<LicenseStatus, string> = {
  ACTIVE: 'teal',
  EXPIRING_SOON: 'yellow',
  EXPIRED: 'red',
  CANCELLED: 'gray',
};

/** The driver's license: its status as a badge and its end date; "No license" when there is none. */
export function SubscriptionBadge({ subscription }: { subscription: DriverSubscriptionSummary | null }) {
  const { t } = useTranslation('drivers');
  const format = useFormat();
  if (!subscription) {
    return (
      <Badge variant="outline" color="gray">
        {t('licenseStatus.NONE')}
      </Badge>
    );
  }
  return (
    // On a phone the date goes below the badge; the badge itself is never cut to a letter.
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={LICENSE_STATUS_COLORS[subscription.status]} flex="none" maw="none">
        {t(`licenseStatus.${subscription.status}`)}
      </Badge>
      <Text size="sm" c="dimmed" aria-label={t('subscription.endDateLabel', { date: format.date(subscription.endDate) })}>
        {format.date(subscription.endDate)}
      </Text>
    </Group>
  );
}
