import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverPage, Role, SortDir, UserSortField } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { driverKeys } from './keys.ts';

export const DRIVERS_SEARCH_PATH = '/users/search';
export const DRIVERS_EXPORT_PATH = '/users/export';

/** The list's query as the pages keep it (see ZUserSearch); the server fills in what is absent. */
export interface DriverSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: UserSortField;
  sortDir?: SortDir;
  year?: number;
  month?: number;
  role?: Role;
  userName?: string;
}

/** GET /backend/users/search: one page of drivers with the month's energy and expense. */
export async function getDrivers(query: DriverSearchQuery, signal?: AbortSignal): Promise<DriverPage> {
  return apiFetch<DriverPage>(DRIVERS_SEARCH_PATH, { query: { ...query }, signal });
}

export const driversQueryOptions = (query: DriverSearchQuery) =>
  queryOptions({
    queryKey: driverKeys.search(query),
    queryFn: ({ signal }) => getDrivers(query, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useDrivers(query: DriverSearchQuery) {
  return useQuery(driversQueryOptions(query));
}
