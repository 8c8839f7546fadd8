import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteAnswer } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

export type InviteResponse = 'accept' | 'reject';

/** POST /backend/invites/{token}/accept or /reject, from the open invite page. */
export async function answerInvite(token: string, answer: InviteResponse): Promise<InviteAnswer> {
  return apiFetch<InviteAnswer>(`/invites/${encodeURIComponent(token)}/${answer}`, { method: 'POST' });
}

export function useAnswerInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: InviteResponse) => answerInvite(token, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.public(token) }),
  });
}
