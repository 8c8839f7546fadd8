import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Driver } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { driverKeys } from './keys.ts';

/** GET /backend/users/{id}: every field of one driver. */
export async function getDriver(id: string, signal?: AbortSignal): Promise<Driver> {
  return apiFetch<Driver>(`/users/${encodeURIComponent(id)}`, { signal });
}

export const driverQueryOptions = (id: string) =>
  queryOptions({ queryKey: driverKeys.detail(id), queryFn: ({ signal }) => getDriver(id, signal) });

export function useDriver(id: string | null | undefined) {
  return useQuery({ ...driverQueryOptions(id ?? ''), enabled: !!id });
}
