import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LicensePage, LicenseSortField, LicenseStatus, LicenseType, RenewalStatus, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { licenseKeys } from './keys.ts';

export const LICENSES_EXPORT_PATH = '/licenses/export';

/** The list's query as the page keeps it (see ZLicenseSearch); the server fills in what is absent. */
export interface LicenseSearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: LicenseSortField;
  sortDir?: SortDir;
  status?: LicenseStatus;
  type?: LicenseType;
  renewalStatus?: RenewalStatus;
  companyId?: string;
  driverId?: string;
  q?: string;
}

/** GET /backend/licenses/search: one page of the scope's licenses. */
export async function searchLicenses(query: LicenseSearchQuery, signal?: AbortSignal): Promise<LicensePage> {
  return apiFetch<LicensePage>('/licenses/search', { query: { ...query }, signal });
}

export const licensesQueryOptions = (query: LicenseSearchQuery) =>
  queryOptions({
    queryKey: licenseKeys.search(query),
    queryFn: ({ signal }) => searchLicenses(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLicenses(query: LicenseSearchQuery) {
  return useQuery(licensesQueryOptions(query));
}
