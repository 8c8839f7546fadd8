import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import type { RemoteOption } from '../../../components/ui/remote-select.tsx';

/** GET /backend/companies/search?name=: the first 20 companies whose name holds the text (administrators). */
export async function searchCompanies(name: string, signal?: AbortSignal): Promise<RemoteOption[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', { query: { name, pageNumber: 0, pageSize: 20, sortField: 'name', sortDir: 'ASC' }, signal });
  return page.results.map((c) => ({ value: c.id, label: c.name }));
}

export const companyOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['cables', 'company-options', name] as const,
    queryFn: ({ signal }) => searchCompanies(name, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(name: string) {
  return useQuery(companyOptionsQueryOptions(name));
}
