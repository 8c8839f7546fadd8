import type { CompanySortField, SortDir } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export type CompanyListRow = RowOf<typeof companies, 'id' | 'name' | 'country' | 'subscription_type' | 'parent_id' | 'created_at'> & {
  parent_name: ColumnOf<typeof companies, 'name'> | null;
};

export interface CompanyFilter {
  /** Part of the name, any case. */
  name?: string;
}

export interface CompanySort {
  field: CompanySortField;
  dir: SortDir;
}

// Names sort without regard to case (the lower(name) index serves them); ties fall back to name, then id.
const SORT_SQL: Record<CompanySortField, string> = {
  name: 'lower(c.name)',
  country: 'c.country',
  subscriptionType: 'c.subscription_type',
  createdAt: 'c.created_at',
};

const COLUMNS = `c.id, c.name, c.country, c.subscription_type, c.parent_id, p.name as parent_name, c.created_at`;
const FROM = `from companies c left join companies p on p.id = c.parent_id`;

/** `%` and `_` typed by a person are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function whereOf(scope: TenantScope, filter: CompanyFilter) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (scope.companyId) {
    params.push(scope.companyId);
    conditions.push(`c.id = $${params.length}`);
  }
  if (filter.name) {
    params.push(likePattern(filter.name));
    conditions.push(`c.name ilike $${params.length} escape '\\'`);
  }
  return { params, sql: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

export function companiesRepository(database: Database) {
  return {
    /** One page of the list and the number of matching companies. */
    async search(scope: TenantScope, filter: CompanyFilter, sort: CompanySort, page: { number: number; size: number }) {
      const where = whereOf(scope, filter);
      const dir = sort.dir === 'DESC' ? 'desc' : 'asc';
      const n = where.params.length;
      const [rows, counted] = await Promise.all([
        database.query<CompanyListRow>(
          `select ${COLUMNS} ${FROM} ${where.sql}
            order by ${SORT_SQL[sort.field]} ${dir}, lower(c.name) ${dir}, c.id ${dir}
            limit $${n + 1} offset $${n + 2}`,
          [...where.params, page.size, page.number * page.size],
        ),
        database.query<{ n: number }>(`select count(*)::int as n from companies c ${where.sql}`, where.params),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    /** Every matching company in list order, read a thousand at a time. */
    all(scope: TenantScope, filter: CompanyFilter, sort: CompanySort): AsyncIterable<CompanyListRow> {
      const where = whereOf(scope, filter);
      // The same order as the pages: the sort field, then the name (unless that is the sort), then id.
      const byName = sort.field === 'name';
      return keysetRows<CompanyListRow & Record<string, unknown>>(database, {
        sql: `select ${COLUMNS}, ${SORT_SQL[sort.field]} as sort_key${byName ? '' : ', lower(c.name) as sort_name'} ${FROM} ${where.sql}`,
        params: where.params,
        keys: byName ? ['sort_key', 'id'] : ['sort_key', 'sort_name', 'id'],
        direction: sort.dir,
      });
    },
  };
}
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
