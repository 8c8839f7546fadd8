import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage, CompanySortField, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the companies area; company changes invalidate `companyKeys.all`. */
export const companyKeys = {
  all: areaKeys.companies,
  searches: () => [...companyKeys.all, 'search'] as const,
  search: (query: CompanySearchQuery) => [...companyKeys.searches(), query] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
  summary: (id: string | null) => [...companyKeys.all, 'summary', id] as const,
  privacy: (id: string) => [...companyKeys.all, 'privacy', id] as const,
};

/** The list's query as the page keeps it in the URL (see ZCompanySearch). */
export interface CompanySearchQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: CompanySortField;
  sortDir?: SortDir;
  name?: string;
}

/** GET /backend/companies/search: one page of the administrator company list. */
export async function getCompanies(query: CompanySearchQuery, signal?: AbortSignal): Promise<CompanyPage> {
  return apiFetch<CompanyPage>('/companies/search', { query: { ...query }, signal });
}

export const companiesQueryOptions = (query: CompanySearchQuery) =>
  queryOptions({
    queryKey: companyKeys.search(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useCompanies(query: CompanySearchQuery) {
  return useQuery(companiesQueryOptions(query));
}
