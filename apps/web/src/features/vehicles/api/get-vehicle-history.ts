import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleHistoryPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { vehicleKeys } from './keys.ts';

/** GET /backend/vehicles/{id}/history: one page of the reports, newest first. */
export async function getVehicleHistory(vehicleId: string, pageNumber: number, signal?: AbortSignal): Promise<VehicleHistoryPage> {
  return apiFetch<VehicleHistoryPage>(`/vehicles/${encodeURIComponent(vehicleId)}/history`, { query: { pageNumber }, signal });
}

export const vehicleHistoryQueryOptions = (vehicleId: string, pageNumber: number) =>
  queryOptions({
    queryKey: vehicleKeys.history(vehicleId, pageNumber),
    queryFn: ({ signal }) => getVehicleHistory(vehicleId, pageNumber, signal),
    placeholderData: keepPreviousData,
  });

export function useVehicleHistory(vehicleId: string | null, pageNumber: number) {
  return useQuery({ ...vehicleHistoryQueryOptions(vehicleId ?? '', pageNumber), enabled: !!vehicleId });
}
