import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicInvite } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { inviteKeys } from './get-invites.ts';

/** GET /backend/invites/{token}: the open invite page's invite, without a sign-in. */
export async function getPublicInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return apiFetch<PublicInvite>(`/invites/${encodeURIComponent(token)}`, { signal });
}

export const publicInviteQueryOptions = (token: string) =>
  queryOptions({ queryKey: inviteKeys.public(token), queryFn: ({ signal }) => getPublicInvite(token, signal) });

export function usePublicInvite(token: string) {
  return useQuery(publicInviteQueryOptions(token));
}
