import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTeamInvite } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** GET /backend/team/invites/by-token/{token}: the team invite page's invite, without a sign-in. */
export async function getTeamInvite(token: string, signal?: AbortSignal): Promise<PublicTeamInvite> {
  return apiFetch<PublicTeamInvite>(`/team/invites/by-token/${encodeURIComponent(token)}`, { signal });
}

export const teamInviteQueryOptions = (token: string) =>
  queryOptions({ queryKey: inviteKeys.team(token), queryFn: ({ signal }) => getTeamInvite(token, signal), retry: false });

export function useTeamInvite(token: string) {
  return useQuery(teamInviteQueryOptions(token));
}
