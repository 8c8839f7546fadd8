import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Under the companies area's key, so company changes refresh it too. */
export const companySummaryKey = areaKeys.companySummary;

/** GET /backend/companies/summary: drivers, cables and licenses of the selected company (the home indicators). */
export async function getCompanySummary(signal?: AbortSignal): Promise<CompanySummary> {
  return apiFetch<CompanySummary>('/companies/summary', { signal });
}

export const companySummaryQueryOptions = () =>
  queryOptions({ queryKey: companySummaryKey, queryFn: ({ signal }) => getCompanySummary(signal) });

export function useCompanySummary() {
  return useQuery(companySummaryQueryOptions());
}
