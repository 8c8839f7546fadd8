import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/cancel: OPEN without payments -> CANCELLED. */
export async function cancelInvoice(id: string): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, 'cancel'), { method: 'POST' });
}

export const useCancelInvoice = () => useInvoiceMutation(cancelInvoice);
