import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CABLE_SORT_FIELDS, type CableListItem, type CableStatus, type Paged, type SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const CABLES_SEARCH_PATH = '/cables/search';
/** GET /backend/cables/export: the same list as a file (the list's filters and sort plus `export`). */
export const CABLES_EXPORT_PATH = '/cables/export';

/** The list's query as the page keeps it (see ZCableSearch); the server fills in what is absent. */
export interface CableSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: (typeof CABLE_SORT_FIELDS)[number];
  sortDir?: SortDir;
  hardwareId?: string;
  status?: CableStatus;
  assigned?: 'true' | 'false';
  companyId?: string;
}

/** Query keys of the cables area; every cable change invalidates `cableKeys.all`. */
export const cableKeys = {
  all: areaKeys.cables,
  searches: () => [...cableKeys.all, 'search'] as const,
  search: (query: CableSearchQuery) => [...cableKeys.searches(), query] as const,
};

/** GET /backend/cables/search: one page of the scope's cables. */
export async function searchCables(query: CableSearchQuery, signal?: AbortSignal): Promise<Paged<CableListItem>> {
  return apiFetch<Paged<CableListItem>>(CABLES_SEARCH_PATH, { query: { ...query }, signal });
}

export const cablesQueryOptions = (query: CableSearchQuery) =>
  queryOptions({
    queryKey: cableKeys.search(query),
    queryFn: ({ signal }) => searchCables(query, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useCables(query: CableSearchQuery) {
  return useQuery(cablesQueryOptions(query));
}
