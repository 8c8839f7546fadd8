import { useMutation } from '@tanstack/react-query';
import type { ChargingSession, ManualChargingSession } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateSessions } from './keys.ts';

/** POST /backend/charging-sessions: an administrator enters a session by hand. */
export async function createChargingSession(body: ManualChargingSession): Promise<ChargingSession> {
  return apiFetch<ChargingSession>('/charging-sessions', { method: 'POST', body });
}

export function useCreateChargingSession() {
  const invalidate = useInvalidateSessions();
  return useMutation({ mutationFn: createChargingSession, onSuccess: invalidate });
}
