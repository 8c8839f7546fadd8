import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { tariffKeys } from './keys.ts';

/** GET /backend/users/simple-search?name=: up to 20 drivers of the scope for a picker. */
export async function searchDriverOptions(name: string, signal?: AbortSignal): Promise<UserSimpleItem[]> {
  return apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name: name || undefined }, signal });
}

export function useDriverOptions(name: string) {
  return useQuery({
    queryKey: tariffKeys.driverOptions(name),
    queryFn: ({ signal }) => searchDriverOptions(name, signal),
    placeholderData: keepPreviousData,
  });
}
