import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyListItem, CompanyPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoiceKeys } from './keys.ts';

/** GET /backend/companies/search?name=: up to 20 companies for the company pickers of this page. */
export async function searchCompanyOptions(name: string, signal?: AbortSignal): Promise<CompanyListItem[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', { query: { name: name || undefined, pageSize: 20, sortField: 'name', sortDir: 'ASC' }, signal });
  return page.results;
}

export const companyOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: invoiceKeys.companies(name),
    queryFn: ({ signal }) => searchCompanyOptions(name, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(name: string) {
  return useQuery(companyOptionsQueryOptions(name));
}
