import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoiceKeys, invoicePath } from './keys.ts';

/** GET /backend/invoices/{id}: the invoice with its lines and payments. */
export async function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id), { signal });
}

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export function useInvoice(id: string | null) {
  return useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: !!id });
}
