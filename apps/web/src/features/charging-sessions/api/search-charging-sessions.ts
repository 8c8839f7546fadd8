import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargingSessionPage, ChargingSessionSearch } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKeys } from './keys.ts';

export const CHARGING_SESSIONS_SEARCH_PATH = '/charging-sessions/search';
export const CHARGING_SESSIONS_EXPORT_PATH = '/charging-sessions/export';

/** The list's query as the page keeps it (see ZChargingSessionSearch); the server fills in what is absent. */
export type ChargingSessionQuery = Partial<ChargingSessionSearch>;

/** GET /backend/charging-sessions/search: one page of the period's sessions. */
export async function searchChargingSessions(query: ChargingSessionQuery, signal?: AbortSignal): Promise<ChargingSessionPage> {
  return apiFetch<ChargingSessionPage>(CHARGING_SESSIONS_SEARCH_PATH, { query: { ...query }, signal });
}

export const chargingSessionsQueryOptions = (query: ChargingSessionQuery) =>
  queryOptions({
    queryKey: sessionKeys.search(query),
    queryFn: ({ signal }) => searchChargingSessions(query, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useChargingSessions(query: ChargingSessionQuery) {
  return useQuery(chargingSessionsQueryOptions(query));
}
