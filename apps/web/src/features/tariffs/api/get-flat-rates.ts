import { useQuery } from '@tanstack/react-query';
import type { FlatRate } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys } from './keys.ts';

/** GET /backend/flat-rates: every country's flat rates, newest first. */
export async function getFlatRates(signal?: AbortSignal): Promise<FlatRate[]> {
  return apiFetch<FlatRate[]>('/flat-rates', { signal });
}

export function useFlatRates() {
  return useQuery({ queryKey: pricingKeys.flatRates(), queryFn: ({ signal }) => getFlatRates(signal) });
}
