import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptPage, ReceiptSortField, ReceiptStatus, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { receiptKeys } from './keys.ts';

export const RECEIPTS_SEARCH_PATH = '/receipts/search';
export const RECEIPTS_EXPORT_PATH = '/receipts/export';

/** The list's query as the page keeps it (see ZReceiptSearch); the server fills in what is absent. */
export interface ReceiptSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: ReceiptSortField;
  sortDir?: SortDir;
  year?: number;
  month?: number;
  status?: ReceiptStatus;
  driverId?: string;
  sent?: 'true' | 'false';
}

/** GET /backend/receipts/search: one page of the scope's receipts. */
export async function getReceipts(query: ReceiptSearchQuery, signal?: AbortSignal): Promise<ReceiptPage> {
  return apiFetch<ReceiptPage>(RECEIPTS_SEARCH_PATH, { query: { ...query }, signal });
}

export const receiptsQueryOptions = (query: ReceiptSearchQuery) =>
  queryOptions({
    queryKey: receiptKeys.search(query),
    queryFn: ({ signal }) => getReceipts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReceipts(query: ReceiptSearchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...receiptsQueryOptions(query), enabled: options.enabled ?? true });
}
