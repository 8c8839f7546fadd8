import { useMutation } from '@tanstack/react-query';
import type { CreateTariff, Tariff } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateTariffs } from './use-invalidate-tariffs.ts';

/** POST /backend/tariffs: a PENDING tariff for a driver, with a document uploaded before. */
export async function createTariff(body: CreateTariff): Promise<Tariff> {
  return apiFetch<Tariff>('/tariffs', { method: 'POST', body });
}

export function useCreateTariff() {
  const invalidate = useInvalidateTariffs();
  return useMutation({ mutationFn: createTariff, onSuccess: invalidate });
}
