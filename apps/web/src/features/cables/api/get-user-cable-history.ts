import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CableAssignment } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { cableKeys } from './search-cables.ts';

/** GET /backend/users/{id}/cable-history: which cables the driver had when, newest first. */
export async function getUserCableHistory(userId: string, signal?: AbortSignal): Promise<CableAssignment[]> {
  return apiFetch<CableAssignment[]>(`/users/${encodeURIComponent(userId)}/cable-history`, { signal });
}

export const userCableHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...cableKeys.all, 'user-history', userId] as const, queryFn: ({ signal }) => getUserCableHistory(userId, signal) });

export function useUserCableHistory(userId: string | null) {
  return useQuery({ ...userCableHistoryQueryOptions(userId ?? ''), enabled: !!userId });
}
