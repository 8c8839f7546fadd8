import { useQueryClient } from '@tanstack/react-query';
import type { LicenseSearchQuery } from './search-licenses.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the licenses area; every license change invalidates `licenseKeys.all`. */
export const licenseKeys = {
  all: areaKeys.licenses,
  searches: () => [...licenseKeys.all, 'search'] as const,
  search: (query: LicenseSearchQuery) => [...licenseKeys.searches(), query] as const,
  renewals: (id: string) => [...licenseKeys.all, 'renewals', id] as const,
  invoiceOptions: (id: string) => [...licenseKeys.all, 'invoice-options', id] as const,
};

/** What a license change can alter: the licenses, the drivers' subscriptions and the home indicators. */
export function useInvalidateLicenses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
      queryClient.invalidateQueries({ queryKey: areaKeys.drivers }),
      queryClient.invalidateQueries({ queryKey: areaKeys.companySummary }),
    ]);
}
