import { useMutation } from '@tanstack/react-query';
import type { ChargingSessionBulkReview } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateSessions } from './keys.ts';

/** POST /backend/charging-sessions/review: many sessions REVIEWED or IGNORED at once, all or nothing. */
export async function reviewChargingSessions(body: ChargingSessionBulkReview): Promise<{ updated: number }> {
  return apiFetch<{ updated: number }>('/charging-sessions/review', { method: 'POST', body });
}

export function useReviewChargingSessions() {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: reviewChargingSessions, onSuccess: invalidate });
}
