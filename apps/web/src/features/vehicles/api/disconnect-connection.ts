import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { vehicleKeys } from './keys.ts';

/** DELETE /backend/users/{id}/connections: the driver's cars stop being connected. */
export async function disconnectConnection(driverId: string): Promise<void> {
  await apiFetch<void>(`/users/${encodeURIComponent(driverId)}/connections`, { method: 'DELETE' });
}

export function useDisconnectConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
