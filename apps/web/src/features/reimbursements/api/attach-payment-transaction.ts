import { useMutation } from '@tanstack/react-query';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/** POST /backend/reimbursements/{id}/payment-transactions/{transactionId} */
export async function attachPaymentTransaction({ reimbursementId, transactionId }: { reimbursementId: string; transactionId: string }): Promise<ReimbursementDetail> {
  return apiFetch<ReimbursementDetail>(`/reimbursements/${encodeURIComponent(reimbursementId)}/payment-transactions/${encodeURIComponent(transactionId)}`, {
      method: 'POST',
    });
}

export function useAttachPaymentTransaction() {
  const invalidate = useInvalidateReimbursements();
  return useMutation({ mutationFn: attachPaymentTransaction, onSuccess: () => invalidate() });
}
