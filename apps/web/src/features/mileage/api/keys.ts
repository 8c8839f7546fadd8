import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the mileage area; a mileage plan change invalidates `mileageKeys.all`. */
export const mileageKeys = {
  all: areaKeys.mileage,
  readings: (query: object) => [...mileageKeys.all, 'readings', query] as const,
  aggregates: (query: object) => [...mileageKeys.all, 'aggregated', query] as const,
};

/** The filters both views take, as the page keeps them in the URL. */
export interface MileageFilterQuery {
  year?: number;
  month?: number;
  driverId?: string;
  companyId?: string;
  source?: 'CAR' | 'DRIVER';
  flagged?: 'true' | 'false';
}
