import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CableListItem, UpdateCableInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { cableKeys } from './search-cables.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** PUT /backend/cables/{id}: status, firmware, pincode flags and, for administrators, the company. */
export async function updateCable({ id, body }: { id: string; body: UpdateCableInput }): Promise<CableListItem> {
  return apiFetch<CableListItem>(`/cables/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** Saves and refreshes what shows cables, drivers and licenses (a company move takes the license along). */
export function useUpdateCable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCable,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cableKeys.all }),
        queryClient.invalidateQueries({ queryKey: areaKeys.drivers }),
        queryClient.invalidateQueries({ queryKey: areaKeys.licenses }),
      ]),
  });
}
