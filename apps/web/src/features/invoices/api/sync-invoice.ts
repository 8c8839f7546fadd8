import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceSyncResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoiceKeys, invoicePath } from './keys.ts';

/** POST /backend/invoices/{id}/sync: brings the invoice up to date at Stripe and records its payments. */
export async function syncInvoice(id: string): Promise<InvoiceSyncResult> {
  return apiFetch<InvoiceSyncResult>(invoicePath(id, 'sync'), { method: 'POST' });
}

export function useSyncInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncInvoice,
    onSuccess: async (result) => {
      queryClient.setQueryData(invoiceKeys.detail(result.invoice.id), result.invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.searches() });
    },
  });
}
