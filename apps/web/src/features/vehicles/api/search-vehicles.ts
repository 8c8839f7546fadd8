import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, VehicleListItem } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { vehicleKeys, type VehicleSearchQuery } from './keys.ts';

export const VEHICLES_SEARCH_PATH = '/vehicles/search';
export const VEHICLES_EXPORT_PATH = '/vehicles/export';

/** GET /backend/vehicles/search: one page of the vehicles with their latest values. */
export async function searchVehicles(query: VehicleSearchQuery, signal?: AbortSignal): Promise<Paged<VehicleListItem>> {
  return apiFetch<Paged<VehicleListItem>>(VEHICLES_SEARCH_PATH, { query: { ...query }, signal });
}

export const vehiclesQueryOptions = (query: VehicleSearchQuery) =>
  queryOptions({
    queryKey: vehicleKeys.search(query),
    queryFn: ({ signal }) => searchVehicles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useVehicles(query: VehicleSearchQuery) {
  return useQuery(vehiclesQueryOptions(query));
}
