import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage, CompanyRef } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const COMPANY_OPTIONS_LIMIT = 20;

/** GET /backend/companies/search?name=: the companies a picker offers (administrators), first 20 by name. */
export async function searchCompanyOptions(name: string, signal?: AbortSignal): Promise<CompanyRef[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', {
    query: { name, pageNumber: 0, pageSize: COMPANY_OPTIONS_LIMIT, sortField: 'name', sortDir: 'ASC' },
    signal,
  });
  return page.results.map(({ id, name: companyName }) => ({ id, name: companyName }));
}

export const companyOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['companies', 'options', name] as const,
    queryFn: ({ signal }) => searchCompanyOptions(name, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(name: string, enabled = true) {
  return useQuery({ ...companyOptionsQueryOptions(name), enabled });
}
