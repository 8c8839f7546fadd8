import { useMutation } from '@tanstack/react-query';
import type { Tariff, TariffRejectBody } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** POST /backend/tariffs/{id}/reject: INVALID with a reason from the list. */
export async function rejectTariff({ id, body }: { id: string; body: TariffRejectBody }): Promise<Tariff> {
  return apiFetch<Tariff>(`/tariffs/${encodeURIComponent(id)}/reject`, { method: 'POST', body });
}

export function useRejectTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: rejectTariff, onSuccess: invalidate });
}
