import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/collect: collects the open amount through the billing provider. */
export async function collectInvoice(id: string): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, 'collect'), { method: 'POST' });
}

export const useCollectInvoice = () => useInvoiceMutation(collectInvoice);
