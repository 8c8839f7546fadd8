import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const ZCompanyName = z.object({ id: z.uuid(), name: z.string() });

/** GET /backend/companies/{id}: the name of the company a list is filtered by. */
export async function getCompanyName(id: string, signal?: AbortSignal): Promise<{ id: string; name: string }> {
  return ZCompanyName.parse(await apiFetch<unknown>(`/companies/${encodeURIComponent(id)}`, { signal }));
}

export const companyNameQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['charging-sessions', 'company-name', id] as const, queryFn: ({ signal }) => getCompanyName(id, signal) });

export function useCompanyName(id: string | null) {
  return useQuery({ ...companyNameQueryOptions(id ?? ''), enabled: !!id });
}
