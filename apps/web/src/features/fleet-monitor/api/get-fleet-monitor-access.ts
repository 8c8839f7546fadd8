import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetMonitorAccess } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { fleetMonitorKeys } from './keys.ts';

/** GET /backend/fleet-monitor/access: whether the company has Connect (CarApi or a running trial). */
export async function getFleetMonitorAccess(signal?: AbortSignal): Promise<FleetMonitorAccess> {
  return apiFetch<FleetMonitorAccess>('/fleet-monitor/access', { signal });
}

export const fleetMonitorAccessQueryOptions = () =>
  queryOptions({ queryKey: fleetMonitorKeys.access(), queryFn: ({ signal }) => getFleetMonitorAccess(signal) });

export function useFleetMonitorAccess() {
  return useQuery(fleetMonitorAccessQueryOptions());
}
