import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon.tsx';
import { UpgradeBadge } from '../../../components/ui/upgrade-badge.tsx';

/**
 * /dashboard/fleet-monitor and its mileage table. A company without the CarApi feature gets the
 * upgrade badge; `hasCarApi` is null for administrators, who see every company.
 */
export default function FleetMonitorPage({ page, hasCarApi }: { page: 'fleetMonitor' | 'fleetMonitorMileage'; hasCarApi: boolean | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {hasCarApi === false && (
        <Alert color="orange" variant="light" icon={<IconLock size={20} />} title={t('upgrade.carApiTitle')}>
          <Stack gap="xs" align="flex-start">
            <UpgradeBadge />
            {t('upgrade.carApiRequired')}
          </Stack>
        </Alert>
      )}
      <ComingSoon page={page} />
    </Stack>
  );
}
