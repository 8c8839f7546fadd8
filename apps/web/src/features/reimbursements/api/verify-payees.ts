import { useMutation } from '@tanstack/react-query';
import type { PayeeVerification } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /backend/reimbursements/{id}/payee-verifications: the bank's Verification of Payee for the items about to be paid. */
export async function verifyPayees({ reimbursementId, itemIds }: { reimbursementId: string; itemIds?: string[] }): Promise<PayeeVerification[]> {
  return apiFetch<PayeeVerification[]>(`/reimbursements/${encodeURIComponent(reimbursementId)}/payee-verifications`, {
    method: 'POST',
    body: itemIds ? { itemIds } : {},
  });
}

export function useVerifyPayees() {
  return useMutation({ mutationFn: verifyPayees });
}
