import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverConnection } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { vehicleKeys } from './keys.ts';

/** GET /backend/users/{id}/connections: the driver's car connection and cars. */
export async function getDriverConnection(driverId: string, signal?: AbortSignal): Promise<DriverConnection> {
  return apiFetch<DriverConnection>(`/users/${encodeURIComponent(driverId)}/connections`, { signal });
}

export const driverConnectionQueryOptions = (driverId: string) =>
  queryOptions({ queryKey: vehicleKeys.connection(driverId), queryFn: ({ signal }) => getDriverConnection(driverId, signal) });

/** While the consent tab is open, `waiting` asks again every few seconds until the car is connected. */
export function useDriverConnection(driverId: string, options: { waiting?: boolean } = {}) {
  return useQuery({ ...driverConnectionQueryOptions(driverId), refetchInterval: options.waiting ? 3000 : false });
}
