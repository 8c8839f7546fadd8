import { useQuery } from '@tanstack/react-query';
import type { PriceSeries } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { pricingKeys } from './keys.ts';

/** GET /backend/price-series: the hourly series dynamic tariffs can follow. */
export async function getPriceSeries(signal?: AbortSignal): Promise<PriceSeries[]> {
  return apiFetch<PriceSeries[]>('/price-series', { signal });
}

export function usePriceSeries(enabled = true) {
  return useQuery({ queryKey: pricingKeys.priceSeries(), queryFn: ({ signal }) => getPriceSeries(signal), enabled });
}
