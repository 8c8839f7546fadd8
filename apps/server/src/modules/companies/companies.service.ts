import { utcDay, totalPages, type CompanyListItem, type CompanyPage, type CompanySearch, type Language } from '@fleetwatt/shared';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { COMPANIES_SHEET_NAME, companyExportColumns } from './companies.export.ts';
import type { CompaniesRepository, CompanyListRow } from './companies.repository.ts';

function toItem(row: CompanyListRow): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    subscriptionType: row.subscription_type,
    parentId: row.parent_id,
    parentName: row.parent_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function companiesService(repo: CompaniesRepository) {
  const filterOf = (query: CompanySearch) => ({ name: query.name?.trim() || undefined });
  const sortOf = (query: CompanySearch) => ({ field: query.sortField, dir: query.sortDir });

  return {
    /** The administrator's company list; a selected company (scope) narrows it to that one. */
    async search(scope: TenantScope, query: CompanySearch): Promise<CompanyPage> {
      const { rows, total } = await repo.search(scope, filterOf(query), sortOf(query), {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    /** The whole filtered list, in list order, as an export of the given language. */
    exportSpec(scope: TenantScope, query: CompanySearch, lang: Language, now = new Date()): ExportSpec<CompanyListRow> {
      return {
        fileName: `companies-${utcDay(now)}`,
        sheetName: COMPANIES_SHEET_NAME[lang],
        columns: companyExportColumns(lang),
        rows: repo.all(scope, filterOf(query), sortOf(query)),
        lang,
      };
    },
  };
}
export type CompaniesService = ReturnType<typeof companiesService>;
