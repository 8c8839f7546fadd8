import { useQueryClient } from '@tanstack/react-query';

/** Query keys of the payment transactions area (with the bank connection). */
export const paymentTransactionKeys = {
  all: ['payment-transactions'] as const,
  search: (query: object) => [...paymentTransactionKeys.all, 'search', query] as const,
  reimbursementOptions: (companyId: string) => [...paymentTransactionKeys.all, 'reimbursement-options', companyId] as const,
  bankConnection: (companyId: string | null) => [...paymentTransactionKeys.all, 'bank-connection', companyId] as const,
};

export function useInvalidatePaymentTransactions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentTransactionKeys.all });
}
