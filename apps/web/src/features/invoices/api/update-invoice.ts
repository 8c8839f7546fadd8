import type { Invoice, UpdateInvoiceDraft } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** PUT /backend/invoices/{id}: changes a draft. */
export async function updateInvoice({ id, body }: { id: string; body: UpdateInvoiceDraft }): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id), { method: 'PUT', body });
}

export const useUpdateInvoice = () => useInvoiceMutation(updateInvoice);
