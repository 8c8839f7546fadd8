import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './keys.ts';

/** GET /backend/team: the fleet managers of the company in scope, or the administrators when none is. */
export function getTeam(signal?: AbortSignal): Promise<Team> {
  return apiFetch<Team>('/team', { signal });
}

export const teamQueryOptions = (companyId: string | null) =>
  queryOptions({ queryKey: teamKeys.list(companyId), queryFn: ({ signal }) => getTeam(signal) });

export function useTeam(companyId: string | null) {
  return useQuery(teamQueryOptions(companyId));
}
