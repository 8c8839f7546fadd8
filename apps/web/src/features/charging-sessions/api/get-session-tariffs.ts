import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverTariff } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKeys } from './keys.ts';

/** GET /backend/charging-sessions/{id}/tariffs: the driver's tariffs that may price the session. */
export async function getSessionTariffs(id: string, signal?: AbortSignal): Promise<DriverTariff[]> {
  return apiFetch<DriverTariff[]>(`/charging-sessions/${encodeURIComponent(id)}/tariffs`, { signal });
}

export const sessionTariffsQueryOptions = (id: string) =>
  queryOptions({ queryKey: sessionKeys.tariffs(id), queryFn: ({ signal }) => getSessionTariffs(id, signal) });

export function useSessionTariffs(id: string | null) {
  return useQuery({ ...sessionTariffsQueryOptions(id ?? ''), enabled: !!id });
}
