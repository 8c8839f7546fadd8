import { useMutation } from '@tanstack/react-query';
import type { PayoutResult, TriggerPayout } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/**
 * POST /backend/reimbursements/{id}/items/{itemId}/trigger: pays one item (PAID, FAILED, or IN_PROGRESS until the provider confirms).
 * A bank payout names the payee check the administrator saw, and the decision where it was no match.
 */
export async function triggerReimbursementItem({ reimbursementId, itemId, ...body }: { reimbursementId: string; itemId: string } & TriggerPayout): Promise<PayoutResult> {
  return apiFetch<PayoutResult>(`/reimbursements/${encodeURIComponent(reimbursementId)}/items/${encodeURIComponent(itemId)}/trigger`, {
    method: 'POST',
    body,
  });
}

export function useTriggerReimbursementItem() {
  const invalidate = useInvalidateReimbursements();
  // A failed call may still have changed the item (a payout went out): refresh either way.
  return useMutation({ mutationFn: triggerReimbursementItem, onSettled: () => invalidate() });
}
