import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** DELETE /backend/tariffs/{id}: its sessions are priced again without it. */
export function deleteTariff(id: string): Promise<void> {
  return apiFetch<void>(`/tariffs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: deleteTariff, onSuccess: invalidate });
}
