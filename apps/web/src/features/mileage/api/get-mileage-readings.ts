import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MileageReadingPage, MileageReadingSortField, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { mileageKeys, type MileageFilterQuery } from './keys.ts';

export const MILEAGE_READINGS_PATH = '/mileage/readings';
export const MILEAGE_READINGS_EXPORT_PATH = '/mileage/readings/export';

export interface MileageReadingsQuery extends MileageFilterQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: MileageReadingSortField;
  sortDir?: SortDir;
}

/** GET /backend/mileage/readings: one page of every odometer reading of the month. */
export async function getMileageReadings(query: MileageReadingsQuery, signal?: AbortSignal): Promise<MileageReadingPage> {
  return apiFetch<MileageReadingPage>(MILEAGE_READINGS_PATH, { query: { ...query }, signal });
}

export const mileageReadingsQueryOptions = (query: MileageReadingsQuery) =>
  queryOptions({
    queryKey: mileageKeys.readings(query),
    queryFn: ({ signal }) => getMileageReadings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMileageReadings(query: MileageReadingsQuery, enabled = true) {
  return useQuery({ ...mileageReadingsQueryOptions(query), enabled });
}
