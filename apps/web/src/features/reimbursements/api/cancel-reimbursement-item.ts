import { useMutation } from '@tanstack/react-query';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/** POST /backend/reimbursements/{id}/items/{itemId}/cancel */
export async function cancelReimbursementItem({ reimbursementId, itemId }: { reimbursementId: string; itemId: string }): Promise<ReimbursementDetail> {
  return apiFetch<ReimbursementDetail>(`/reimbursements/${encodeURIComponent(reimbursementId)}/items/${encodeURIComponent(itemId)}/cancel`, { method: 'POST' });
}

export function useCancelReimbursementItem() {
  const invalidate = useInvalidateReimbursements();
  return useMutation({ mutationFn: cancelReimbursementItem, onSuccess: () => invalidate() });
}
