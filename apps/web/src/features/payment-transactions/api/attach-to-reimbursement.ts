import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidatePaymentTransactions } from './keys.ts';

/** POST /backend/reimbursements/{id}/payment-transactions/{transactionId}: attaches the transaction to a reimbursement. */
export async function attachToReimbursement({ reimbursementId, transactionId }: { reimbursementId: string; transactionId: string }): Promise<void> {
  await apiFetch<unknown>(`/reimbursements/${encodeURIComponent(reimbursementId)}/payment-transactions/${encodeURIComponent(transactionId)}`, {
    method: 'POST',
  });
}

export function useAttachToReimbursement() {
  const invalidate = useInvalidatePaymentTransactions();
  return useMutation({ mutationFn: attachToReimbursement, onSuccess: () => invalidate() });
}
