import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** POST /backend/team/invites/accept: the signed-in account takes the invite's company and role. */
export async function acceptTeamInvite(token: string): Promise<void> {
  await apiFetch<void>('/team/invites/accept', { method: 'POST', body: { token } });
}

export function useAcceptTeamInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTeamInvite(token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.team(token) }),
  });
}
