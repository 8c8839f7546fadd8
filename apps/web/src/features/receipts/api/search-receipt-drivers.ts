import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSimpleItem } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { receiptKeys } from './keys.ts';

/** GET /backend/users/simple-search?name=: up to 20 drivers of the scope for the create dialog's picker. */
export async function searchReceiptDrivers(name: string, signal?: AbortSignal): Promise<UserSimpleItem[]> {
  return apiFetch<UserSimpleItem[]>('/users/simple-search', { query: { name: name || undefined }, signal });
}

export const receiptDriversQueryOptions = (name: string) =>
  queryOptions({
    queryKey: receiptKeys.driverOptions(name),
    queryFn: ({ signal }) => searchReceiptDrivers(name, signal),
    placeholderData: keepPreviousData,
  });

export function useReceiptDrivers(name: string) {
  return useQuery(receiptDriversQueryOptions(name));
}
