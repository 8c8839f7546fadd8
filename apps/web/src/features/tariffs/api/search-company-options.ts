import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyListItem, CompanyPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { tariffKeys } from './keys.ts';

/** GET /backend/companies/search?name=: the first 20 companies by name (administrators' company filter). */
export async function searchCompanyOptions(name: string, signal?: AbortSignal): Promise<CompanyListItem[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', { query: { name, pageNumber: 0, pageSize: 20, sortField: 'name', sortDir: 'ASC' }, signal });
  return page.results;
}

export function useCompanyOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: tariffKeys.companyOptions(name),
    queryFn: ({ signal }) => searchCompanyOptions(name, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
