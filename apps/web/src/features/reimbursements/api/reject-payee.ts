import { useMutation } from '@tanstack/react-query';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/** POST /backend/reimbursements/{id}/payee-verifications/{verificationId}/reject: not paid after the payee check; the decision is kept. */
export async function rejectPayee({ reimbursementId, verificationId }: { reimbursementId: string; verificationId: string }): Promise<ReimbursementDetail> {
  return apiFetch<ReimbursementDetail>(`/reimbursements/${encodeURIComponent(reimbursementId)}/payee-verifications/${encodeURIComponent(verificationId)}/reject`, { method: 'POST' });
}

export function useRejectPayee() {
  const invalidate = useInvalidateReimbursements();
  return useMutation({ mutationFn: rejectPayee, onSuccess: () => invalidate() });
}
