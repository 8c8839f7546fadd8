import { useMutation } from '@tanstack/react-query';
import type { ChargingSession, UpdateChargingSession } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateSessions } from './keys.ts';

/** PUT /backend/charging-sessions/{id}: an administrator corrects a session; it is priced again. */
export async function updateChargingSession({ id, body }: { id: string; body: UpdateChargingSession }): Promise<ChargingSession> {
  return apiFetch<ChargingSession>(`/charging-sessions/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateChargingSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: updateChargingSession, onSuccess: invalidate });
}
