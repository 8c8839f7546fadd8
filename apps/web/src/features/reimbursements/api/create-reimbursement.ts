import { useMutation } from '@tanstack/react-query';
import type { CreateReimbursement, ReimbursementDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/** POST /backend/reimbursements: bundles the chosen receipts. */
export async function createReimbursement(body: CreateReimbursement): Promise<ReimbursementDetail> {
  return apiFetch<ReimbursementDetail>('/reimbursements', { method: 'POST', body });
}

export function useCreateReimbursement() {
  const invalidate = useInvalidateReimbursements();
  return useMutation({ mutationFn: createReimbursement, onSuccess: () => invalidate() });
}
