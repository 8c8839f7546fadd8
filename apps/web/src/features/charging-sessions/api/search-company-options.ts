import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage, CompanyRef } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/companies/search?name=: the first 20 companies by name, for the administrators' company filter. */
export async function searchCompanyOptions(name: string, signal?: AbortSignal): Promise<CompanyRef[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', { query: { name, pageNumber: 0, pageSize: 20, sortField: 'name', sortDir: 'ASC' }, signal });
  return page.results.map((c) => ({ id: c.id, name: c.name }));
}

export const companyOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['charging-sessions', 'company-options', name] as const,
    queryFn: ({ signal }) => searchCompanyOptions(name, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(name: string, enabled = true) {
  return useQuery({ ...companyOptionsQueryOptions(name), enabled });
}
