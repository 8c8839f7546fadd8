import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyListItem, CompanyPage } from '@fleetwatt/shared';
import { apiFetch } from '../api-client.ts';
import { areaKeys } from '../query-keys.ts';

/** How many companies a picker offers for a typed name. */
export const COMPANY_LOOKUP_LIMIT = 20;

/**
 * GET /backend/companies/search?name=: the first companies by name whose name holds the typed text
 * (administrators). The one lookup of companies every picker and filter uses; its results live under
 * the companies area, so a company change refreshes them.
 */
export async function lookupCompanies(name: string, signal?: AbortSignal): Promise<CompanyListItem[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', {
    query: { name: name || undefined, pageNumber: 0, pageSize: COMPANY_LOOKUP_LIMIT, sortField: 'name', sortDir: 'ASC' },
    signal,
  });
  return page.results;
}

export function useCompanyLookup(name: string, enabled = true) {
  return useQuery({
    queryKey: [...areaKeys.companies, 'lookup', name] as const,
    queryFn: ({ signal }) => lookupCompanies(name, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
