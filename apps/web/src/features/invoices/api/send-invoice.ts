import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/send: mails the PDF to the billing contact and sets the date sent. */
export async function sendInvoice(id: string): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, 'send'), { method: 'POST' });
}

export const useSendInvoice = () => useInvoiceMutation(sendInvoice);
