import { z } from 'zod';
import { COUNTRIES, EXPORT_FORMATS, SORT_DIRECTIONS, SUBSCRIPTION_TYPES } from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';

/** Fields the administrator company list can sort on. */
export const COMPANY_SORT_FIELDS = ['name', 'country', 'subscriptionType', 'createdAt'] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

/**
 * GET /backend/companies/search: paging, sort (name ascending unless asked otherwise), a
 * case-insensitive name filter and, with `export`, the whole filtered list as a file.
 */
export const ZCompanySearch = zListQuery(COMPANY_SORT_FIELDS, 'name').extend({
  sortDir: z.enum(SORT_DIRECTIONS).default('ASC'),
  name: z.string().trim().max(200).optional(),
  export: z.enum(EXPORT_FORMATS).optional(),
});
export type CompanySearch = z.infer<typeof ZCompanySearch>;
export type CompanySearchInput = z.input<typeof ZCompanySearch>;

/** One row of the company list. */
export const ZCompanyListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.enum(COUNTRIES),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  parentId: z.uuid().nullable(),
  parentName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CompanyListItem = z.infer<typeof ZCompanyListItem>;

export const ZCompanyPage = zPaged(ZCompanyListItem);
export type CompanyPage = z.infer<typeof ZCompanyPage>;

export * from './company.ts';
export * from './company-messages.ts';
export * from './datev.ts';
export * from './vat-number.ts';
