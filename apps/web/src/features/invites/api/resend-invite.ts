import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentInvite } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** POST /backend/invites/{token}/resend: a new expiry and the mail again. */
export async function resendInvite(token: string): Promise<SentInvite> {
  return apiFetch<SentInvite>(`/invites/${encodeURIComponent(token)}/resend`, { method: 'POST' });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
