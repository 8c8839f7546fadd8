import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallets } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentTransactionKeys } from './keys.ts';

/** GET /backend/payment-plus/wallets: the company's Payment+ accounts with the status Lemonway reports now. */
export async function getWallets(companyId: string, signal?: AbortSignal): Promise<Wallets> {
  return apiFetch<Wallets>('/payment-plus/wallets', { signal, companyId });
}

export const walletsQueryOptions = (companyId: string) => queryOptions({ queryKey: paymentTransactionKeys.wallets(companyId), queryFn: ({ signal }) => getWallets(companyId, signal) });

export function useWallets(companyId: string) {
  return useQuery(walletsQueryOptions(companyId));
}
