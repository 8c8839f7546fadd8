import { COMMON_WORDS, COMPANY_COLUMNS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { CompanyListRow } from './companies.repository.ts';

export const COMPANIES_SHEET_NAME: Record<Language, string> = { en: 'Companies', de: 'Unternehmen' };

/** The columns of the company list export, headed in the language of the request. */
export function companyExportColumns(lang: Language): ExportColumn<CompanyListRow>[] {
  const h = COMPANY_COLUMNS[lang];
  return [
    { key: 'name', header: h.name, type: 'text', width: 36 },
    { key: 'country', header: h.country, type: 'text', width: 20, value: (r) => COMMON_WORDS[lang].countries[r.country] ?? r.country },
    { key: 'subscription_type', header: h.subscriptionType, type: 'text', width: 16 },
    { key: 'parent_name', header: h.parentName, type: 'text', width: 36 },
    { key: 'created_at', header: h.createdAt, type: 'date' },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
