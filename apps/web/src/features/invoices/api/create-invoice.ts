import type { CreateInvoice, Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices: a new draft. */
export async function createInvoice(body: CreateInvoice): Promise<Invoice> {
  return apiFetch<Invoice>('/invoices', { method: 'POST', body });
}

export const useCreateInvoice = () => useInvoiceMutation(createInvoice);
