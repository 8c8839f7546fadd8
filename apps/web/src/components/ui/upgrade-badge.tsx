import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 6: the badge beside what the company cannot use without an upgrade. */
export function UpgradeBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" leftSection={<IconLock size={12} />}>
      {t('upgrade.badge')}
    </Badge>
  );
}
