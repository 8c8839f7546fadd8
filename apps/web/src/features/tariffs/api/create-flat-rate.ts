import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFlatRate, FlatRate } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys, tariffKeys } from './keys.ts';

/** POST /backend/flat-rates: a country's rate from a day on (administrators). */
export async function createFlatRate(body: CreateFlatRate): Promise<FlatRate> {
  return apiFetch<FlatRate>('/flat-rates', { method: 'POST', body });
}

export function useCreateFlatRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlatRate,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: pricingKeys.all }), queryClient.invalidateQueries({ queryKey: tariffKeys.all })]),
  });
}
