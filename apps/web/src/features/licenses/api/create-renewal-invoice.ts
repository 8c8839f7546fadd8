import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /backend/invoices/license-renewal/{renewalId}: the renewal's DRAFT LICENSE_RENEWAL invoice,
 * one line with the renewal's period and price. The renewal points at it but keeps its status until
 * the invoice is attached (attach-renewal-invoice.ts), which the caller does next.
 */
export async function createRenewalInvoice(renewalId: string): Promise<Invoice> {
  return apiFetch<Invoice>(`/invoices/license-renewal/${encodeURIComponent(renewalId)}`, { method: 'POST' });
}

export function useCreateRenewalInvoice() {
  return useMutation({ mutationFn: createRenewalInvoice });
}
