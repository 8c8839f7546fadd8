import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CableAssignment } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { cableKeys } from './search-cables.ts';

/** GET /backend/cables/{id}/history: which driver had the cable when, newest first. */
export async function getCableHistory(id: string, signal?: AbortSignal): Promise<CableAssignment[]> {
  return apiFetch<CableAssignment[]>(`/cables/${encodeURIComponent(id)}/history`, { signal });
}

export const cableHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...cableKeys.all, 'history', id] as const, queryFn: ({ signal }) => getCableHistory(id, signal) });

export function useCableHistory(id: string | null) {
  return useQuery({ ...cableHistoryQueryOptions(id ?? ''), enabled: !!id });
}
