import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { wallboxKeys } from './keys.ts';

/** DELETE /backend/wallboxes/:id: removes the wallbox; its sessions stay. */
export function deleteWallbox(id: string): Promise<void> {
  return apiFetch<void>(`/wallboxes/${id}`, { method: 'DELETE' });
}

export function useDeleteWallbox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWallbox, onSuccess: () => queryClient.invalidateQueries({ queryKey: wallboxKeys.all }) });
}
