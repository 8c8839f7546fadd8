import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/users/simple-search: up to 20 drivers whose name matches, for the driver filter and the form. */
export async function searchDriverOptions(name: string, signal?: AbortSignal): Promise<UserSimpleItem[]> {
  return apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name, role: 'USER' }, signal });
}

export const driverOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['charging-sessions', 'driver-options', name] as const,
    queryFn: ({ signal }) => searchDriverOptions(name, signal),
    placeholderData: keepPreviousData,
  });

export function useDriverOptions(name: string) {
  return useQuery(driverOptionsQueryOptions(name));
}
