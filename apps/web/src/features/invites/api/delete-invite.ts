import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** DELETE /backend/invites/{token} (administrators; answers 204). */
export function deleteInvite(token: string): Promise<void> {
  return apiFetch<void>(`/invites/${encodeURIComponent(token)}`, { method: 'DELETE' });
}

export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
