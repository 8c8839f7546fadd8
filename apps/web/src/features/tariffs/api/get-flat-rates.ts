import { useQuery } from '@tanstack/react-query';
import { ZFlatRateList, type FlatRate } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys } from './keys.ts';

/** GET /backend/flat-rates: every country's flat rates, newest first. */
export async function getFlatRates(signal?: AbortSignal): Promise<FlatRate[]> {
  return ZFlatRateList.parse(await apiFetch<unknown>('/flat-rates', { signal }));
}

export function useFlatRates() {
  return useQuery({ queryKey: pricingKeys.flatRates(), queryFn: ({ signal }) => getFlatRates(signal) });
}
