import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { companyKeys } from './get-companies.ts';

/** GET /backend/companies/summary: drivers, cables and running licenses of one company (or of the selected scope). */
export async function getCompanySummary(companyId: string | null, signal?: AbortSignal): Promise<CompanySummary> {
  return apiFetch<CompanySummary>('/companies/summary', { query: { companyId }, signal });
}

export const companySummaryQueryOptions = (companyId: string | null) =>
  queryOptions({ queryKey: companyKeys.summary(companyId), queryFn: ({ signal }) => getCompanySummary(companyId, signal) });

export function useCompanySummary(companyId: string | null) {
  return useQuery(companySummaryQueryOptions(companyId));
}
