import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargingSessionSummary, ChargingSessionSummaryQuery } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKeys } from './keys.ts';

/** GET /backend/charging-sessions/summary: the period's indicators against the previous period. */
export async function getChargingSessionSummary(query: Partial<ChargingSessionSummaryQuery>, signal?: AbortSignal): Promise<ChargingSessionSummary> {
  return apiFetch<ChargingSessionSummary>('/charging-sessions/summary', { query: { ...query }, signal });
}

export const chargingSessionSummaryQueryOptions = (query: Partial<ChargingSessionSummaryQuery>) =>
  queryOptions({
    queryKey: sessionKeys.summary(query),
    queryFn: ({ signal }) => getChargingSessionSummary(query, signal),
    placeholderData: keepPreviousData,
  });

export function useChargingSessionSummary(query: Partial<ChargingSessionSummaryQuery>) {
  return useQuery(chargingSessionSummaryQueryOptions(query));
}
