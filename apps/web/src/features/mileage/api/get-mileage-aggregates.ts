import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MileageAggregatePage, MileageAggregateSortField, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { mileageKeys, type MileageFilterQuery } from './keys.ts';

export const MILEAGE_AGGREGATES_PATH = '/mileage/aggregated';
export const MILEAGE_AGGREGATES_EXPORT_PATH = '/mileage/aggregated/export';

export interface MileageAggregatesQuery extends MileageFilterQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: MileageAggregateSortField;
  sortDir?: SortDir;
}

/** GET /backend/mileage/aggregated: one page of drivers' months. */
export async function getMileageAggregates(query: MileageAggregatesQuery, signal?: AbortSignal): Promise<MileageAggregatePage> {
  return apiFetch<MileageAggregatePage>(MILEAGE_AGGREGATES_PATH, { query: { ...query }, signal });
}

export const mileageAggregatesQueryOptions = (query: MileageAggregatesQuery) =>
  queryOptions({
    queryKey: mileageKeys.aggregates(query),
    queryFn: ({ signal }) => getMileageAggregates(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMileageAggregates(query: MileageAggregatesQuery, enabled = true) {
  return useQuery({ ...mileageAggregatesQueryOptions(query), enabled });
}
