import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/users/{id}: the name of the driver a list is filtered by (the link from the driver page). */
export async function getDriverName(id: string, signal?: AbortSignal): Promise<{ id: string; name: string }> {
  const driver = await apiFetch<Driver>(`/users/${encodeURIComponent(id)}`, { signal });
  return { id: driver.id, name: driver.userName };
}

export const driverNameQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['charging-sessions', 'driver-name', id] as const, queryFn: ({ signal }) => getDriverName(id, signal) });

export function useDriverName(id: string | null) {
  return useQuery({ ...driverNameQueryOptions(id ?? ''), enabled: !!id });
}
