import { useMutation } from '@tanstack/react-query';
import type { Tariff, TariffStatusBody } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** PUT /backend/tariffs/{id}/status: status with review topic and description (administrators). */
export async function updateTariffStatus({ id, body }: { id: string; body: TariffStatusBody }): Promise<Tariff> {
  return apiFetch<Tariff>(`/tariffs/${encodeURIComponent(id)}/status`, { method: 'PUT', body });
}

export function useUpdateTariffStatus() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: updateTariffStatus, onSuccess: invalidate });
}
