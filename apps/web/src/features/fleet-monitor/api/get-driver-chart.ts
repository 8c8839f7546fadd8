import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverChart } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { fleetMonitorKeys } from './keys.ts';

/** GET /backend/fleet-monitor/drivers/{id}/chart: cumulative km of the year, the plan line and the forecast. */
export async function getDriverChart(driverId: string, year: number, signal?: AbortSignal): Promise<DriverChart> {
  return apiFetch<DriverChart>(`/fleet-monitor/drivers/${encodeURIComponent(driverId)}/chart`, { query: { year }, signal });
}

export const driverChartQueryOptions = (driverId: string, year: number) =>
  queryOptions({ queryKey: fleetMonitorKeys.chart(driverId, year), queryFn: ({ signal }) => getDriverChart(driverId, year, signal) });

export function useDriverChart(driverId: string | null, year: number) {
  return useQuery({ ...driverChartQueryOptions(driverId ?? '', year), enabled: !!driverId });
}
