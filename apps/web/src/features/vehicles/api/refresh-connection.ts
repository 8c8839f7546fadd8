import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverConnection } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { vehicleKeys } from './keys.ts';

/** POST /backend/users/{id}/connections/refresh: fresh tokens and every car's report now. */
export async function refreshConnection(driverId: string): Promise<DriverConnection> {
  return apiFetch<DriverConnection>(`/users/${encodeURIComponent(driverId)}/connections/refresh`, { method: 'POST' });
}

export function useRefreshConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
