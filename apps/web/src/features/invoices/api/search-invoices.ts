import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicePage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { INVOICES_SEARCH_PATH, invoiceKeys, type InvoiceSearchQuery } from './keys.ts';

/** GET /backend/invoices/search: one page of the invoice list. */
export async function searchInvoices(query: InvoiceSearchQuery, signal?: AbortSignal): Promise<InvoicePage> {
  return apiFetch<InvoicePage>(INVOICES_SEARCH_PATH, { query: { ...query }, signal });
}

export const invoicesQueryOptions = (query: InvoiceSearchQuery) =>
  queryOptions({
    queryKey: invoiceKeys.search(query),
    queryFn: ({ signal }) => searchInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(query: InvoiceSearchQuery) {
  return useQuery(invoicesQueryOptions(query));
}
