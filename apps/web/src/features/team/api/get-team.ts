import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './keys.ts';

/**
 * GET /backend/team: the fleet managers of the company in scope, or the administrators when none is;
 * with `companyId` (administrators) the fleet managers of that company.
 */
export function getTeam(signal?: AbortSignal, companyId?: string): Promise<Team> {
  return apiFetch<Team>(companyId ? `/team?${new URLSearchParams({ companyId })}` : '/team', { signal });
}

export const teamQueryOptions = (companyId: string | null) =>
  queryOptions({ queryKey: teamKeys.list(companyId), queryFn: ({ signal }) => getTeam(signal) });

/** The team of the company selected in the header (null: the administrators). */
export function useTeam(companyId: string | null) {
  return useQuery(teamQueryOptions(companyId));
}

/** The fleet managers of one company, as its company page shows them to administrators. */
export function useCompanyTeam(companyId: string) {
  return useQuery(
    queryOptions({ queryKey: teamKeys.company(companyId), queryFn: ({ signal }) => getTeam(signal, companyId) }),
  );
}
