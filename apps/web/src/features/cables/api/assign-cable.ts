import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { cableKeys } from './search-cables.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** PUT /backend/users/{driverId}/cable/{cableId}: the cable now belongs to that driver. */
export function assignCable({ driverId, cableId }: { driverId: string; cableId: string }): Promise<unknown> {
  return apiFetch<unknown>(`/users/${encodeURIComponent(driverId)}/cable/${encodeURIComponent(cableId)}`, { method: 'PUT' });
}

/** Assigns and refreshes what shows cables and drivers (lists, a driver's cable, the home indicators). */
export function useAssignCable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCable,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cableKeys.all }),
        queryClient.invalidateQueries({ queryKey: areaKeys.drivers }),
      ]),
  });
}
