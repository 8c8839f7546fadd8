import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CableListItem, Paged } from '@fleetwatt/shared';
import { apiFetch } from '../api-client.ts';
import { areaKeys } from '../query-keys.ts';

/** How many cables a picker offers for a typed identifier. */
export const CABLE_LOOKUP_LIMIT = 20;

export interface CableLookup {
  /** Part of the hardware identifier, any case. */
  hardwareId: string;
  /** Only this company's cables; all the scope's cables when absent. */
  companyId?: string | null;
}

/** Free ACTIVE cables first, then the assigned ACTIVE ones, then the INACTIVE ones; each group keeps the server's order. */
function offerRank(cable: CableListItem): number {
  if (cable.status !== 'ACTIVE') return 2;
  return cable.userId ? 1 : 0;
}

/**
 * GET /backend/cables/search?hardwareId=&companyId=: the first cables by hardware identifier that
 * hold the typed text, free ones offered first. The one lookup of cables every picker uses; its
 * results live under the cables area, so a cable change refreshes them.
 */
export async function lookupCables({ hardwareId, companyId }: CableLookup, signal?: AbortSignal): Promise<CableListItem[]> {
  const page = await apiFetch<Paged<CableListItem>>('/cables/search', {
    query: { hardwareId: hardwareId || undefined, companyId: companyId ?? undefined, pageNumber: 0, pageSize: CABLE_LOOKUP_LIMIT, sortField: 'hardwareId', sortDir: 'ASC' },
    signal,
  });
  return page.results
    .map((cable, index) => ({ cable, index }))
    .sort((a, b) => offerRank(a.cable) - offerRank(b.cable) || a.index - b.index)
    .map(({ cable }) => cable);
}

export function useCableLookup(lookup: CableLookup, enabled = true) {
  return useQuery({
    queryKey: [...areaKeys.cables, 'lookup', lookup.companyId ?? null, lookup.hardwareId] as const,
    queryFn: ({ signal }) => lookupCables(lookup, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
