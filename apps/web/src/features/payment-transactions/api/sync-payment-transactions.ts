import { useMutation } from '@tanstack/react-query';
import type { PaymentTransactionSyncResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidatePaymentTransactions } from './keys.ts';

/** POST /backend/payment-transactions/sync: pulls the connected banks' transactions in (the selected company's, or every one). */
export async function syncPaymentTransactions(): Promise<PaymentTransactionSyncResult> {
  return apiFetch<PaymentTransactionSyncResult>('/payment-transactions/sync', { method: 'POST', body: {} });
}

export function useSyncPaymentTransactions() {
  const invalidate = useInvalidatePaymentTransactions();
  return useMutation({ mutationFn: syncPaymentTransactions, onSettled: () => invalidate() });
}
