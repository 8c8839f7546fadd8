import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@fleetwatt/shared';
import { invoiceKeys } from './keys.ts';

/** A change of an invoice: afterwards every list and the invoice itself load again. */
export function useInvoiceMutation<V>(mutationFn: (variables: V) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.searches() });
    },
  });
}
