import { useMutation } from '@tanstack/react-query';
import type { Tariff, TariffValidateBody } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** POST /backend/tariffs/{id}/validate: the tariff becomes VALID and its sessions reimbursable. */
export async function validateTariff({ id, body }: { id: string; body: TariffValidateBody }): Promise<Tariff> {
  return apiFetch<Tariff>(`/tariffs/${encodeURIComponent(id)}/validate`, { method: 'POST', body });
}

export function useValidateTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: validateTariff, onSuccess: invalidate });
}
