import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortDir, TariffPage, TariffSortField, TariffStatus } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { tariffKeys } from './keys.ts';

/** The list's query as the page keeps it (see ZTariffSearch); the server fills in what is absent. */
export interface TariffSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: TariffSortField;
  sortDir?: SortDir;
  status?: TariffStatus;
  driverId?: string;
  companyId?: string;
  year?: number;
  month?: number;
}

/** GET /backend/tariffs/search: one page of the scope's tariffs. */
export async function searchTariffs(query: TariffSearchQuery, signal?: AbortSignal): Promise<TariffPage> {
  return apiFetch<TariffPage>('/tariffs/search', { query: { ...query }, signal });
}

export const tariffsQueryOptions = (query: TariffSearchQuery) =>
  queryOptions({
    queryKey: tariffKeys.search(query),
    queryFn: ({ signal }) => searchTariffs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTariffs(query: TariffSearchQuery) {
  return useQuery(tariffsQueryOptions(query));
}

/** Every tariff of one driver (for the transfer dialog's target list). */
export function useDriverTariffs(driverId: string | null) {
  return useQuery({
    queryKey: tariffKeys.ofDriver(driverId ?? ''),
    queryFn: ({ signal }) => searchTariffs({ driverId: driverId!, pageSize: 200, sortField: 'number', sortDir: 'ASC' }, signal),
    enabled: !!driverId,
  });
}
