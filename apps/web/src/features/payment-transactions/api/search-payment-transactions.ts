import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentTransactionPage, PaymentTransactionSearch } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentTransactionKeys } from './keys.ts';

export const PAYMENT_TRANSACTIONS_PATH = '/payment-transactions/search';

/** The list's query as the page keeps it; the server fills in what is absent. */
export type PaymentTransactionQuery = Partial<Omit<PaymentTransactionSearch, 'export'>>;

/** GET /backend/payment-transactions/search: one page of payment transactions. */
export async function searchPaymentTransactions(query: PaymentTransactionQuery, signal?: AbortSignal): Promise<PaymentTransactionPage> {
  return apiFetch<PaymentTransactionPage>(PAYMENT_TRANSACTIONS_PATH, { query: { ...query }, signal });
}

export const paymentTransactionsQueryOptions = (query: PaymentTransactionQuery) =>
  queryOptions({
    queryKey: paymentTransactionKeys.search(query),
    queryFn: ({ signal }) => searchPaymentTransactions(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePaymentTransactions(query: PaymentTransactionQuery) {
  return useQuery(paymentTransactionsQueryOptions(query));
}
