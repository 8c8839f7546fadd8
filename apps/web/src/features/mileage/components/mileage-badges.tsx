import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MILEAGE_MAX_KM_PER_DAY, type MileageFlag, type MileageSource } from '@fleetwatt/shared';

/** Where a reading came from: the connected car or the driver. */
export function MileageSourceBadge({ source }: { source: MileageSource }) {
  const { t } = useTranslation('mileage');
  const Icon = source === 'CAR' ? IconCar : IconUser;
  return (
    <Badge variant="light" color={source === 'CAR' ? 'teal' : 'blue'} leftSection={<Icon size={12} aria-hidden />}>
      {t(`source.${source}`)}
    </Badge>
  );
}

/** The plausibility verdict; an implausible reading explains the rule it broke. */
export function MileageFlagBadge({ flag }: { flag: MileageFlag | null }) {
  const { t } = useTranslation('mileage');
  if (!flag) {
    return (
      <Badge variant="dot" color="gray">
        {t('flag.OK')}
      </Badge>
    );
  }
  return (
    <Tooltip label={t(`flagRule.${flag}`, { limit: MILEAGE_MAX_KM_PER_DAY.toLocaleString() })} withArrow multiline w={260}>
      <Badge variant="light" color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        {t(`flag.${flag}`)}
      </Badge>
    </Tooltip>
  );
}
