import type { InvoiceKind, InvoiceSortField, InvoiceStatus, SortDir } from '@fleetwatt/shared';
import { areaKeys } from '../../../lib/query-keys.ts';

/** The list's query as the page keeps it in the URL (see ZInvoiceSearch). */
export interface InvoiceSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: InvoiceSortField;
  sortDir?: SortDir;
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  companyId?: string;
  year?: number;
  month?: number;
}

/** Query keys of the invoices area; every invoice change invalidates `invoiceKeys.all`. */
export const invoiceKeys = {
  all: areaKeys.invoices,
  searches: () => [...invoiceKeys.all, 'search'] as const,
  search: (query: InvoiceSearchQuery) => [...invoiceKeys.searches(), query] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  defaults: (companyId: string) => [...invoiceKeys.all, 'defaults', companyId] as const,
};

export const INVOICES_SEARCH_PATH = '/invoices/search';
export const invoicePath = (id: string, action = '') => `/invoices/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
