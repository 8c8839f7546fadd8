import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvites, CreateInvitesResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** POST /backend/invites: invites the addresses; answers the invites made and the addresses skipped. */
export async function createInvites(body: CreateInvites): Promise<CreateInvitesResult> {
  return apiFetch<CreateInvitesResult>('/invites', { method: 'POST', body });
}

export function useCreateInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
