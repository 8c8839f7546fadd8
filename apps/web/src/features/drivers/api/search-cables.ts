import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CableListItem, Paged } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const CABLE_OPTIONS_LIMIT = 20;

/** Free ACTIVE cables first, then the assigned ACTIVE ones, then the INACTIVE ones; each group keeps the server's order. */
function offerRank(cable: CableListItem): number {
  if (cable.status !== 'ACTIVE') return 2;
  return cable.userId ? 1 : 0;
}

/**
 * GET /backend/cables/search?hardwareId=&companyId=: the cables a picker offers, the first 20 by
 * hardware identifier of the driver's company whose identifier contains the typed text (any case).
 */
export async function searchCables(hardwareId: string, companyId: string | null, signal?: AbortSignal): Promise<CableListItem[]> {
  const page = await apiFetch<Paged<CableListItem>>('/cables/search', {
    query: { hardwareId, companyId, pageNumber: 0, pageSize: CABLE_OPTIONS_LIMIT, sortField: 'hardwareId', sortDir: 'ASC' },
    signal,
  });
  return page.results
    .map((cable, index) => ({ cable, index }))
    .sort((a, b) => offerRank(a.cable) - offerRank(b.cable) || a.index - b.index)
    .map(({ cable }) => cable);
}

export const cableOptionsQueryOptions = (hardwareId: string, companyId: string | null) =>
  queryOptions({
    queryKey: ['cables', 'options', companyId, hardwareId] as const,
    queryFn: ({ signal }) => searchCables(hardwareId, companyId, signal),
    placeholderData: keepPreviousData,
  });

export function useCableOptions(hardwareId: string, companyId: string | null, enabled = true) {
  return useQuery({ ...cableOptionsQueryOptions(hardwareId, companyId), enabled });
}
