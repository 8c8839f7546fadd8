import { useQueryClient } from '@tanstack/react-query';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the charging-sessions area; every session change invalidates `sessionKeys.all`. */
export const sessionKeys = {
  all: areaKeys.chargingSessions,
  search: (query: object) => [...sessionKeys.all, 'search', query] as const,
  review: (query: object) => [...sessionKeys.all, 'review', query] as const,
  summary: (query: object) => [...sessionKeys.all, 'summary', query] as const,
  tariffs: (id: string) => [...sessionKeys.all, 'tariffs', id] as const,
};

/** What a session change can alter: the lists, the summary and, through expenses, the drivers' figures. */
export function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: areaKeys.drivers }),
    ]);
}
