import { useMutation } from '@tanstack/react-query';
import type { DriverNotificationInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /backend/users/{id}/notification: a message to the driver's mobile app. */
export function sendDriverNotification({ id, body }: { id: string; body: DriverNotificationInput }): Promise<unknown> {
  return apiFetch<unknown>(`/users/${encodeURIComponent(id)}/notification`, { method: 'POST', body });
}

export function useSendDriverNotification() {
  return useMutation({ mutationFn: sendDriverNotification });
}
