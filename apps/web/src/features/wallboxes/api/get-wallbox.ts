import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WallboxDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { wallboxKeys } from './keys.ts';

/** GET /backend/wallboxes/:id: the wallbox with its instructions and latest transactions. */
export function getWallbox(id: string, signal?: AbortSignal): Promise<WallboxDetail> {
  return apiFetch<WallboxDetail>(`/wallboxes/${id}`, { signal });
}

export function useWallbox(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: wallboxKeys.detail(id ?? ''),
      queryFn: ({ signal }) => getWallbox(id!, signal),
      enabled: !!id,
      refetchInterval: 10_000,
    }),
  );
}
