import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteListStatus, InvitePage, InviteSortField, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the invites area; every invite change invalidates `inviteKeys.all`. */
export const inviteKeys = {
  all: areaKeys.invites,
  searches: () => [...inviteKeys.all, 'search'] as const,
  search: (query: InviteSearchQuery) => [...inviteKeys.searches(), query] as const,
  public: (token: string) => [...inviteKeys.all, 'public', token] as const,
  team: (token: string) => [...inviteKeys.all, 'team', token] as const,
};

/** The invite list's query (see ZInviteSearch). */
export interface InviteSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: InviteSortField;
  sortDir?: SortDir;
  email?: string;
  status?: InviteListStatus;
}

/** GET /backend/invites/search: one page of the invites of the company in scope. */
export async function getInvites(query: InviteSearchQuery, signal?: AbortSignal): Promise<InvitePage> {
  return apiFetch<InvitePage>('/invites/search', { query: { ...query }, signal });
}

export const invitesQueryOptions = (query: InviteSearchQuery) =>
  queryOptions({
    queryKey: inviteKeys.search(query),
    queryFn: ({ signal }) => getInvites(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInvites(query: InviteSearchQuery, enabled = true) {
  return useQuery({ ...invitesQueryOptions(query), enabled });
}
