import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RenewalInvoiceOption } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { licenseKeys } from './keys.ts';

/** GET /backend/licenses/{id}/invoice-options: the license company's invoices a renewal can carry. */
export async function getInvoiceOptions(id: string, signal?: AbortSignal): Promise<RenewalInvoiceOption[]> {
  return apiFetch<RenewalInvoiceOption[]>(`/licenses/${encodeURIComponent(id)}/invoice-options`, { signal });
}

export const invoiceOptionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: licenseKeys.invoiceOptions(id), queryFn: ({ signal }) => getInvoiceOptions(id, signal) });

export function useInvoiceOptions(id: string | null) {
  return useQuery({ ...invoiceOptionsQueryOptions(id ?? ''), enabled: !!id });
}
