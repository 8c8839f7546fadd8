import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { apiFetch } from '../api-client.ts';
import { areaKeys } from '../query-keys.ts';

export interface DriverLookup {
  /** Part of the name or e-mail address. */
  name: string;
  /** Only the drivers of this company; all the scope's drivers when absent. */
  companyId?: string | null;
}

/**
 * GET /backend/users/simple-search?name=&companyId=: up to 20 drivers of the scope whose name or
 * e-mail holds the typed text. The one lookup of drivers every picker and filter uses; its results
 * live under the drivers area, so a driver change refreshes them.
 */
export async function lookupDrivers({ name, companyId }: DriverLookup, signal?: AbortSignal): Promise<UserSimpleItem[]> {
  return apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name: name || undefined, companyId: companyId ?? undefined, role: 'USER' }, signal });
}

export function useDriverLookup(lookup: DriverLookup, enabled = true) {
  return useQuery({
    queryKey: [...areaKeys.drivers, 'lookup', lookup.companyId ?? null, lookup.name] as const,
    queryFn: ({ signal }) => lookupDrivers(lookup, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
