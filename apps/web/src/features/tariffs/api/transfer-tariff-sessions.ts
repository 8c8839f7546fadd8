import { useMutation } from '@tanstack/react-query';
import type { TariffTransferBody, TariffTransferResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** POST /backend/tariffs/{id}/transfer: the sessions move to another tariff of the driver. */
export async function transferTariffSessions({ id, body }: { id: string; body: TariffTransferBody }): Promise<TariffTransferResult> {
  return apiFetch<TariffTransferResult>(`/tariffs/${encodeURIComponent(id)}/transfer`, { method: 'POST', body });
}

export function useTransferTariffSessions() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: transferTariffSessions, onSuccess: invalidate });
}
