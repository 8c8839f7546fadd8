import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WallboxPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { wallboxKeys, type WallboxListQuery } from './keys.ts';

/** GET /backend/wallboxes: one page of the scope's wallboxes. */
export function searchWallboxes(query: WallboxListQuery, signal?: AbortSignal): Promise<WallboxPage> {
  return apiFetch<WallboxPage>('/wallboxes', { query: { ...query }, signal });
}

export function useWallboxes(query: WallboxListQuery) {
  return useQuery(
    queryOptions({
      queryKey: wallboxKeys.list(query),
      queryFn: ({ signal }) => searchWallboxes(query, signal),
      placeholderData: keepPreviousData,
      // Online, charging and last seen change while the page is open.
      refetchInterval: 10_000,
    }),
  );
}
