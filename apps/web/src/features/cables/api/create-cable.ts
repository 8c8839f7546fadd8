import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CableListItem, CreateCableInput } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { cableKeys } from './search-cables.ts';

/** POST /backend/cables: registers one cable (administrators). */
export async function createCable(body: CreateCableInput): Promise<CableListItem> {
  return apiFetch<CableListItem>('/cables', { method: 'POST', body });
}

export function useCreateCable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCable, onSuccess: () => queryClient.invalidateQueries({ queryKey: cableKeys.all }) });
}
