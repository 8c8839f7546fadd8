import { useQueryClient } from '@tanstack/react-query';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the payment transactions area (with the bank connection). */
export const paymentTransactionKeys = {
  all: areaKeys.paymentTransactions,
  search: (query: object) => [...paymentTransactionKeys.all, 'search', query] as const,
  reimbursementOptions: (companyId: string) => [...paymentTransactionKeys.all, 'reimbursement-options', companyId] as const,
  bankConnection: (companyId: string | null) => [...paymentTransactionKeys.all, 'bank-connection', companyId] as const,
  wallets: (companyId: string) => [...paymentTransactionKeys.all, 'wallets', companyId] as const,
};

export function useInvalidatePaymentTransactions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentTransactionKeys.all });
}
