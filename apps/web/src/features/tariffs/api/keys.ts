import type { TariffSearchQuery } from './search-tariffs.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the tariffs area; every tariff change invalidates `tariffKeys.all`. */
export const tariffKeys = {
  all: areaKeys.tariffs,
  search: (query: TariffSearchQuery) => [...tariffKeys.all, 'search', query] as const,
  ofDriver: (driverId: string) => [...tariffKeys.all, 'driver', driverId] as const,
  documentLink: (tariffId: string) => [...tariffKeys.all, 'document-link', tariffId] as const,
};

/** Query keys of the pricing settings shown on the tariffs page. */
export const pricingKeys = {
  all: areaKeys.pricing,
  flatRates: () => [...pricingKeys.all, 'flat-rates'] as const,
  priceSeries: () => [...pricingKeys.all, 'price-series'] as const,
  companyRules: (companyId: string) => [...pricingKeys.all, 'company-rules', companyId] as const,
};
