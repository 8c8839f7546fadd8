import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentTransaction, PaymentTransactionPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { reimbursementKeys } from './keys.ts';

/** GET /backend/payment-transactions/search?companyId=&linked=false: a company's transactions not yet attached, newest first. */
export async function searchTransactionOptions(companyId: string, signal?: AbortSignal): Promise<PaymentTransaction[]> {
  const page = await apiFetch<PaymentTransactionPage>('/payment-transactions/search', {
    query: { companyId, linked: 'false', pageNumber: 0, pageSize: 100, sortField: 'bookedAt', sortDir: 'DESC' },
    signal,
  });
  return page.results;
}

export const transactionOptionsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: reimbursementKeys.transactionOptions(companyId), queryFn: ({ signal }) => searchTransactionOptions(companyId, signal) });

export function useTransactionOptions(companyId: string, enabled: boolean) {
  return useQuery({ ...transactionOptionsQueryOptions(companyId), enabled });
}
