import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { companyKeys } from './get-companies.ts';

/** GET /backend/companies/{id}: the company with every field and its child companies. */
export async function getCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return apiFetch<Company>(`/companies/${encodeURIComponent(id)}`, { signal });
}

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
