import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankToken } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentTransactionKeys } from './keys.ts';

/** GET /backend/qonto/token: the selected company's bank connection; `token: null` when there is none. */
export async function getBankConnection(companyId: string | null, signal?: AbortSignal): Promise<BankToken> {
  return apiFetch<BankToken>('/qonto/token', { signal, companyId });
}

export const bankConnectionQueryOptions = (companyId: string | null) =>
  queryOptions({ queryKey: paymentTransactionKeys.bankConnection(companyId), queryFn: ({ signal }) => getBankConnection(companyId, signal) });

/** Asked only with a company, since the connection belongs to one. */
export function useBankConnection(companyId: string | null) {
  return useQuery({ ...bankConnectionQueryOptions(companyId), enabled: !!companyId });
}
