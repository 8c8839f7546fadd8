import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import type { RemoteOption } from '../../../components/ui/remote-select.tsx';
import { reimbursementKeys } from './keys.ts';

/** GET /backend/companies/search?name=: the first 20 companies whose name holds the text. */
export async function searchCompanyOptions(name: string, signal?: AbortSignal): Promise<RemoteOption[]> {
  const page = await apiFetch<CompanyPage>('/companies/search', { query: { name, pageNumber: 0, pageSize: 20, sortField: 'name', sortDir: 'ASC' }, signal });
  return page.results.map((c) => ({ value: c.id, label: c.name }));
}

export const companyOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: reimbursementKeys.companyOptions(name),
    queryFn: ({ signal }) => searchCompanyOptions(name, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyOptions(name: string) {
  return useQuery(companyOptionsQueryOptions(name));
}
