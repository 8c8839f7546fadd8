import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function UpgradeBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="orange" variant="light" leftSection={<IconLock size={12} />}>
      {t('upgrade.badge')}
    </Badge>
  );
}
