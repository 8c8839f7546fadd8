import type { VehicleSearch } from '@fleetwatt/shared';
import { areaKeys } from '../../../lib/query-keys.ts';

/** The vehicles list's query as the page keeps it (see ZVehicleSearch); the server fills in what is absent. */
export type VehicleSearchQuery = Partial<VehicleSearch>;

/** Query keys of the vehicles area; every connection change invalidates `vehicleKeys.all`. */
export const vehicleKeys = {
  all: areaKeys.vehicles,
  search: (query: VehicleSearchQuery) => [...vehicleKeys.all, 'search', query] as const,
  history: (vehicleId: string, pageNumber: number) => [...vehicleKeys.all, 'history', vehicleId, pageNumber] as const,
  connection: (driverId: string) => [...vehicleKeys.all, 'connection', driverId] as const,
};
