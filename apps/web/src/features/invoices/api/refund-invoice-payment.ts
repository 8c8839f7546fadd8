import type { Invoice, RefundInvoicePayment } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/payments/{paymentId}/refund: pays back (part of) a received payment. */
export async function refundInvoicePayment({ id, paymentId, body }: { id: string; paymentId: string; body: RefundInvoicePayment }): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, `payments/${encodeURIComponent(paymentId)}/refund`), { method: 'POST', body });
}

export const useRefundInvoicePayment = () => useInvoiceMutation(refundInvoicePayment);
