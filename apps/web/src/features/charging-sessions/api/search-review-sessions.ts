import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargingSessionPage, ChargingSessionReviewSearch } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKeys } from './keys.ts';

/** GET /backend/charging-sessions/review: the sessions waiting for review (or another review status). */
export async function searchReviewSessions(query: Partial<ChargingSessionReviewSearch>, signal?: AbortSignal): Promise<ChargingSessionPage> {
  return apiFetch<ChargingSessionPage>('/charging-sessions/review', { query: { ...query }, signal });
}

export const reviewSessionsQueryOptions = (query: Partial<ChargingSessionReviewSearch>) =>
  queryOptions({
    queryKey: sessionKeys.review(query),
    queryFn: ({ signal }) => searchReviewSessions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReviewSessions(query: Partial<ChargingSessionReviewSearch>) {
  return useQuery(reviewSessionsQueryOptions(query));
}
