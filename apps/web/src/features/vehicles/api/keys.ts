import type { VehicleSearch } from '@fleetwatt/shared';

/** The vehicles list's query as the page keeps it (see ZVehicleSearch); the server fills in what is absent. */
export type VehicleSearchQuery = Partial<VehicleSearch>;

/** Query keys of the vehicles area; every connection change invalidates `vehicleKeys.all`. */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  search: (query: VehicleSearchQuery) => [...vehicleKeys.all, 'search', query] as const,
  history: (vehicleId: string, pageNumber: number) => [...vehicleKeys.all, 'history', vehicleId, pageNumber] as const,
  connection: (driverId: string) => [...vehicleKeys.all, 'connection', driverId] as const,
};
