import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const accountKeys = { all: areaKeys.account };

/** GET /backend/account: the signed-in user, their role, company and child companies. */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  return apiFetch<Account>('/account', { signal });
}

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => getAccount(signal),
    // Switching company clears the cache; the account stays on screen while it reloads.
    placeholderData: keepPreviousData,
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
