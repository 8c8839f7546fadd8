import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReimbursementReceiptPage, ReimbursementReceiptSearch } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { reimbursementKeys } from './keys.ts';

/** The receipts view's query as the page keeps it. */
export type ReimbursementReceiptQuery = Partial<ReimbursementReceiptSearch>;

/** GET /backend/reimbursements/receipts: receipts of a period with their reimbursement state. */
export async function searchReimbursementReceipts(query: ReimbursementReceiptQuery, signal?: AbortSignal): Promise<ReimbursementReceiptPage> {
  return apiFetch<ReimbursementReceiptPage>('/reimbursements/receipts', { query: { ...query }, signal });
}

export const reimbursementReceiptsQueryOptions = (query: ReimbursementReceiptQuery) =>
  queryOptions({
    queryKey: reimbursementKeys.receipts(query),
    queryFn: ({ signal }) => searchReimbursementReceipts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReimbursementReceipts(query: ReimbursementReceiptQuery) {
  return useQuery(reimbursementReceiptsQueryOptions(query));
}
