import type { Invoice } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoicePath } from './keys.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST /backend/invoices/{id}/approve: DRAFT -> OPEN with the next number of the year. */
export async function approveInvoice(id: string): Promise<Invoice> {
  return apiFetch<Invoice>(invoicePath(id, 'approve'), { method: 'POST' });
}

export const useApproveInvoice = () => useInvoiceMutation(approveInvoice);
