import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDefaults } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoiceKeys } from './keys.ts';

/** GET /backend/invoices/defaults?companyId=: billing data, country, currency and VAT rate of a company. */
export async function getInvoiceDefaults(companyId: string, signal?: AbortSignal): Promise<InvoiceDefaults> {
  return apiFetch<InvoiceDefaults>('/invoices/defaults', { query: { companyId }, signal });
}

export const invoiceDefaultsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: invoiceKeys.defaults(companyId), queryFn: ({ signal }) => getInvoiceDefaults(companyId, signal) });

export function useInvoiceDefaults(companyId: string | null) {
  return useQuery({ ...invoiceDefaultsQueryOptions(companyId ?? ''), enabled: !!companyId });
}
