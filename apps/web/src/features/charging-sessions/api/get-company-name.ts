import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/companies/{id}: the name of the company a list is filtered by. */
export async function getCompanyName(id: string, signal?: AbortSignal): Promise<{ id: string; name: string }> {
  const company = await apiFetch<Company>(`/companies/${encodeURIComponent(id)}`, { signal });
  return { id: company.id, name: company.name };
}

export const companyNameQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['charging-sessions', 'company-name', id] as const, queryFn: ({ signal }) => getCompanyName(id, signal) });

export function useCompanyName(id: string | null) {
  return useQuery({ ...companyNameQueryOptions(id ?? ''), enabled: !!id });
}
