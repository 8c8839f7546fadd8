import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankConnected } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentTransactionKeys } from './keys.ts';

/** GET /backend/qonto/callback?code=&state=: finishes the connection the bank sent back. Used once per code. */
export async function completeBankConnection(code: string, state: string): Promise<BankConnected> {
  return apiFetch<BankConnected>('/qonto/callback', { query: { code, state } });
}

export const bankCallbackQueryOptions = (code: string, state: string) =>
  queryOptions({
    queryKey: [...paymentTransactionKeys.all, 'bank-callback', code, state] as const,
    // The code works once: never cancelled, never asked again on its own.
    queryFn: () => completeBankConnection(code, state),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useCompleteBankConnection(code: string, state: string) {
  return useQuery({ ...bankCallbackQueryOptions(code, state), enabled: !!code && !!state });
}
