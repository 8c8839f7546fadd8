import { useMutation } from '@tanstack/react-query';
import type { ConnectionInviteResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /backend/users/{id}/connections/invite: mails the driver a link to connect the car. */
export async function sendConnectionInvite(driverId: string): Promise<ConnectionInviteResult> {
  return apiFetch<ConnectionInviteResult>(`/users/${encodeURIComponent(driverId)}/connections/invite`, { method: 'POST' });
}

export function useSendConnectionInvite() {
  return useMutation({ mutationFn: sendConnectionInvite });
}
