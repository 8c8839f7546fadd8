import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys } from './keys.ts';

/** DELETE /backend/flat-rates/{id}. */
export function deleteFlatRate(id: string): Promise<void> {
  return apiFetch<void>(`/flat-rates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteFlatRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFlatRate, onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.all }) });
}
