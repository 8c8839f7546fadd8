import type { ReactNode } from 'react';
import { Alert, Badge, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useFleetMonitorAccess } from '../api/get-fleet-monitor-access.ts';
import { useStartConnectTrial } from '../api/start-connect-trial.ts';
import { FleetMonitorModals } from './fleet-monitor-modals.tsx';
import { FleetMonitorUpgrade } from './fleet-monitor-upgrade.tsx';

/**
 * Shows the page when the company has Connect (CarApi or a running trial), the upgrade badge and the
 * trial otherwise; the announcement modals for fleet managers either way.
 */
export function FleetMonitorGate({ isAdministrator, children }: { isAdministrator: boolean; children: ReactNode }) {
  const { t } = useTranslation('fleet-monitor');
  const format = useFormat();
  const access = useFleetMonitorAccess();
  const trial = useStartConnectTrial();

  if (access.error && !access.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(access.error)}
      </Alert>
    );
  }
  if (!access.data) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  const a = access.data;
  const startTrial = () => {
    if (!a.companyId) return;
    trial.mutate(a.companyId, {
      onSuccess: (started) => notifySuccess(t('trial.started', { date: format.date(started.trialEndsAt) })),
      onError: (error) => notifyError(error, t('trial.failed')),
    });
  };
  return (
    <Stack gap="lg">
      {a.trialActive && a.trialEndsAt && (
        <Badge variant="light" color="grape" size="lg" w="fit-content">
          {t('trial.active', { date: format.date(a.trialEndsAt) })}
        </Badge>
      )}
      {a.access ? children : <FleetMonitorUpgrade access={a} onStartTrial={startTrial} starting={trial.isPending} />}
      {!isAdministrator && <FleetMonitorModals access={a} onStartTrial={startTrial} starting={trial.isPending} />}
    </Stack>
  );
}
