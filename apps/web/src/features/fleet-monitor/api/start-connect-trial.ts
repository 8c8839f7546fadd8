import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FleetMonitorAccess } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { fleetMonitorKeys } from './keys.ts';

/** POST /backend/companies/{id}/connect-trial: the company's 14-day Connect trial, once. */
export async function startConnectTrial(companyId: string): Promise<FleetMonitorAccess> {
  return apiFetch<FleetMonitorAccess>(`/companies/${encodeURIComponent(companyId)}/connect-trial`, { method: 'POST' });
}

export function useStartConnectTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConnectTrial,
    onSuccess: (access) => {
      queryClient.setQueryData(fleetMonitorKeys.access(), access);
      return queryClient.invalidateQueries({ queryKey: fleetMonitorKeys.all });
    },
  });
}
