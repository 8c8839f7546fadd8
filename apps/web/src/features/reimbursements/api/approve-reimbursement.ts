import { useMutation } from '@tanstack/react-query';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/** POST /backend/reimbursements/{id}/approve: release for payment (every pending item). */
export async function approveReimbursement(id: string): Promise<ReimbursementDetail> {
  return apiFetch<ReimbursementDetail>(`/reimbursements/${encodeURIComponent(id)}/approve`, { method: 'POST', body: {} });
}

export function useApproveReimbursement() {
  const invalidate = useInvalidateReimbursements();
  return useMutation({ mutationFn: approveReimbursement, onSuccess: () => invalidate() });
}
