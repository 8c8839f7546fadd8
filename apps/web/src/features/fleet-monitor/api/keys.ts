import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the fleet monitor; a trial start or a plan change invalidates `fleetMonitorKeys.all`. */
export const fleetMonitorKeys = {
  all: areaKeys.fleetMonitor,
  access: () => [...fleetMonitorKeys.all, 'access'] as const,
  rows: (query: object) => [...fleetMonitorKeys.all, 'rows', query] as const,
  summary: (query: object) => [...fleetMonitorKeys.all, 'summary', query] as const,
  mileage: (query: object) => [...fleetMonitorKeys.all, 'mileage', query] as const,
  chart: (driverId: string, year: number) => [...fleetMonitorKeys.all, 'chart', driverId, year] as const,
};
