import { useMutation } from '@tanstack/react-query';
import type { Tariff, UpdateTariff } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** PUT /backend/tariffs/{id}: the fields sent change, the others stay. */
export async function updateTariff({ id, body }: { id: string; body: UpdateTariff }): Promise<Tariff> {
  return apiFetch<Tariff>(`/tariffs/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: updateTariff, onSuccess: invalidate });
}
