import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The companies area's query key. The policy lives on the company, so this page reads and
 * refreshes the same cached company detail as the company page (features do not import each other).
 */
export const COMPANIES_KEY = ['companies'] as const;
export const policyCompanyKey = (id: string) => [...COMPANIES_KEY, 'detail', id] as const;

/** GET /backend/companies/{id}: the company whose policy is managed, with its subscription. */
export async function getPolicyCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return apiFetch<Company>(`/companies/${encodeURIComponent(id)}`, { signal });
}

export const policyCompanyQueryOptions = (id: string) =>
  queryOptions({ queryKey: policyCompanyKey(id), queryFn: ({ signal }) => getPolicyCompany(id, signal) });

export function usePolicyCompany(id: string) {
  return useQuery(policyCompanyQueryOptions(id));
}
