import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetMileageRow, FleetMileageSortField, Paged, SortDir } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { fleetMonitorKeys } from './keys.ts';

export interface FleetMileageQuery {
  pageNumber?: number;
  pageSize?: number;
  sortField?: FleetMileageSortField;
  sortDir?: SortDir;
  year?: number;
  search?: string;
}

/** GET /backend/fleet-monitor/mileage: km per driver and month of the year. */
export async function getFleetMileage(query: FleetMileageQuery, signal?: AbortSignal): Promise<Paged<FleetMileageRow>> {
  return apiFetch<Paged<FleetMileageRow>>('/fleet-monitor/mileage', { query: { ...query }, signal });
}

export const fleetMileageQueryOptions = (query: FleetMileageQuery) =>
  queryOptions({
    queryKey: fleetMonitorKeys.mileage(query),
    queryFn: ({ signal }) => getFleetMileage(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFleetMileage(query: FleetMileageQuery, enabled: boolean) {
  return useQuery({ ...fleetMileageQueryOptions(query), enabled });
}
