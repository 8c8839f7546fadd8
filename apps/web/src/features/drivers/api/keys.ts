import { useQueryClient } from '@tanstack/react-query';
import { companySummaryKey } from './get-company-summary.ts';
import type { DriverSearchQuery } from './get-drivers.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the drivers area; every driver change invalidates `driverKeys.all`. */
export const driverKeys = {
  all: areaKeys.drivers,
  searches: () => [...driverKeys.all, 'search'] as const,
  search: (query: DriverSearchQuery) => [...driverKeys.searches(), query] as const,
  detail: (id: string) => [...driverKeys.all, 'detail', id] as const,
  paymentAccount: (id: string) => [...driverKeys.detail(id), 'payment-account'] as const,
  customFields: (id: string) => [...driverKeys.detail(id), 'custom-fields'] as const,
  subscription: (id: string) => [...driverKeys.detail(id), 'subscription'] as const,
};

/** What a driver change can alter: the drivers' queries and the home indicators (drivers, cables, licenses). */
export function useInvalidateDrivers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: driverKeys.all }),
      queryClient.invalidateQueries({ queryKey: companySummaryKey }),
    ]);
}
