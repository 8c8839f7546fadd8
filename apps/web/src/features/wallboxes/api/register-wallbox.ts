import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterWallboxInput, WallboxCreated } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { wallboxKeys } from './keys.ts';

/** POST /backend/wallboxes: registers a driver's wallbox; the answer holds its password, shown once. */
export function registerWallbox(body: RegisterWallboxInput): Promise<WallboxCreated> {
  return apiFetch<WallboxCreated>('/wallboxes', { method: 'POST', body });
}

export function useRegisterWallbox() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerWallbox, onSuccess: () => queryClient.invalidateQueries({ queryKey: wallboxKeys.all }) });
}
