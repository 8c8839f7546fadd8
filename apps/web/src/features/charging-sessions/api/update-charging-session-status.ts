import { useMutation } from '@tanstack/react-query';
import type { ChargingSession, ChargingSessionStatus } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateSessions } from './keys.ts';

/** PUT /backend/charging-sessions/{id}/status: the review status with type and tags. */
export async function updateChargingSessionStatus({ id, body }: { id: string; body: ChargingSessionStatus }): Promise<ChargingSession> {
  return apiFetch<ChargingSession>(`/charging-sessions/${encodeURIComponent(id)}/status`, { method: 'PUT', body });
}

export function useUpdateChargingSessionStatus() {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: updateChargingSessionStatus, onSuccess: invalidate });
}
