import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CableListItem, Paged } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/cables/search?companyId=: the cables of the driver's company, for the session form. */
export async function searchCableOptions(companyId: string, signal?: AbortSignal): Promise<CableListItem[]> {
  const page = await apiFetch<Paged<CableListItem>>('/cables/search', { query: { companyId, pageNumber: 0, pageSize: 200, sortField: 'hardwareId', sortDir: 'ASC' }, signal });
  return page.results;
}

export const cableOptionsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: ['charging-sessions', 'cable-options', companyId] as const, queryFn: ({ signal }) => searchCableOptions(companyId, signal) });

export function useCableOptions(companyId: string | null) {
  return useQuery({ ...cableOptionsQueryOptions(companyId ?? ''), enabled: !!companyId });
}
