import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /backend/users/simple-search?name=&companyId=: the drivers a picker offers, up to 20 of one
 * company whose name or email contains the typed text.
 */
export async function searchDrivers(name: string, companyId: string, signal?: AbortSignal): Promise<UserSimpleItem[]> {
  return apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name: name || undefined, companyId }, signal });
}

export const driverOptionsQueryOptions = (name: string, companyId: string) =>
  queryOptions({
    queryKey: ['cables', 'driver-options', companyId, name] as const,
    queryFn: ({ signal }) => searchDrivers(name, companyId, signal),
    placeholderData: keepPreviousData,
  });

export function useDriverOptions(name: string, companyId: string) {
  return useQuery(driverOptionsQueryOptions(name, companyId));
}
