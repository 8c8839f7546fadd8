import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInviteInput, SentTeamInvite } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './keys.ts';

/** POST /backend/team/invites: one address, its role and the mail's language. */
export function createTeamInvite(body: CreateTeamInviteInput): Promise<SentTeamInvite> {
  return apiFetch<SentTeamInvite>('/team/invites', { method: 'POST', body });
}

export function useCreateTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
