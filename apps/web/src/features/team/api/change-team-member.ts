import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, TeamMember } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './keys.ts';

/** What a row of the team list can do: invites are resent or withdrawn, people change role or (de)activate. */
export type TeamAction = 'resend' | 'withdraw' | 'role' | 'deactivate' | 'reactivate';

export interface TeamChange {
  action: TeamAction;
  member: TeamMember;
  /** The new role (action "role"). */
  role?: Role;
}

/** The one call of each row action. */
export function changeTeamMember({ action, member, role }: TeamChange): Promise<unknown> {
  const id = encodeURIComponent(member.id);
  switch (action) {
    case 'resend':
      return apiFetch(`/team/invites/${id}/resend`, { method: 'POST' });
    case 'withdraw':
      return apiFetch<void>(`/team/invites/${id}`, { method: 'DELETE' });
    case 'role':
      return apiFetch<void>(`/team/members/${id}/role`, { method: 'PUT', body: { role } });
    default:
      return apiFetch<void>(`/team/members/${id}/${action}`, { method: 'POST' });
  }
}

export function useChangeTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
