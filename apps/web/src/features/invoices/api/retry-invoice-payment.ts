import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/payments/{paymentId}/retry: collects a failed payment again. */
export async function retryInvoicePayment({ id, paymentId }: { id: string; paymentId: string }): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, `payments/${encodeURIComponent(paymentId)}/retry`), { method: 'POST' });
}

export const useRetryInvoicePayment = () => useInvoiceMutation(retryInvoicePayment);
