import type { Invoice, RecordInvoicePayment } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/payments: a payment received. */
export async function recordInvoicePayment({ id, body }: { id: string; body: RecordInvoicePayment }): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, 'payments'), { method: 'POST', body });
}

export const useRecordInvoicePayment = () => useInvoiceMutation(recordInvoicePayment);
