import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWallboxInput, WallboxDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { wallboxKeys } from './keys.ts';

/** PATCH /backend/wallboxes/:id: driver, meter key or RFID tag. */
export function updateWallbox({ id, body }: { id: string; body: UpdateWallboxInput }): Promise<WallboxDetail> {
  return apiFetch<WallboxDetail>(`/wallboxes/${id}`, { method: 'PATCH', body });
}

export function useUpdateWallbox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWallbox, onSuccess: () => queryClient.invalidateQueries({ queryKey: wallboxKeys.all }) });
}
