import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage, CompanyRef } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { mileageKeys } from './keys.ts';

/** GET /backend/companies/search: up to 20 companies by name, for the administrators' company filter. */
export async function searchCompanyOptions(name: string, signal?: AbortSignal): Promise<CompanyRef[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', { query: { name, pageSize: 20, sortField: 'name', sortDir: 'ASC' }, signal });
  return page.results.map((c) => ({ id: c.id, name: c.name }));
}

export function useCompanyOptions(name: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: mileageKeys.companies(name), queryFn: ({ signal }) => searchCompanyOptions(name, signal) }),
    enabled,
  });
}
