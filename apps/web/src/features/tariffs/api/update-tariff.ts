import { useMutation } from '@tanstack/react-query';
import { ZTariff, type Tariff, type UpdateTariff } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** PUT /backend/tariffs/{id}: the fields sent change, the others stay. */
export async function updateTariff({ id, body }: { id: string; body: UpdateTariff }): Promise<Tariff> {
  return ZTariff.parse(await apiFetch<unknown>(`/tariffs/${encodeURIComponent(id)}`, { method: 'PUT', body }));
}

export function useUpdateTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: updateTariff, onSuccess: invalidate });
}
