import type { AuditFilter, SortDir } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { auditEvents, companies } from '../../db/schema/index.ts';
import { keysetRows } from '../../lib/export/index.ts';
import { boundedCount } from '../../lib/bounded-count.ts';
import { likePattern } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

export type AuditRow = RowOf<
  typeof auditEvents,
  'id' | 'occurred_at' | 'company_id' | 'actor_id' | 'actor' | 'entity' | 'entity_id' | 'action' | 'before' | 'after'
> & { company_name: ColumnOf<typeof companies, 'name'> | null };

const COLUMNS = `a.id, a.occurred_at, a.company_id, c.name as company_name, a.actor_id, a.actor, a.entity, a.entity_id, a.action, a.before, a.after`;
const FROM = `from audit_events a left join companies c on c.id = a.company_id`;

/** A company sees its own events; administrators without a selected company see every event. */
function whereOf(scope: TenantScope, filter: AuditFilter) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (scope.companyId) add((p) => `a.company_id = ${p}`, scope.companyId);
  if (filter.entity) add((p) => `a.entity = ${p}`, filter.entity);
  if (filter.action) add((p) => `a.action = ${p}`, filter.action);
  if (filter.entityId) add((p) => `a.entity_id = ${p}`, filter.entityId);
  if (filter.actor) add((p) => `a.actor ilike ${p} escape '\\'`, likePattern(filter.actor));
  if (filter.from) add((p) => `a.occurred_at >= ${p}::date`, filter.from);
  if (filter.to) add((p) => `a.occurred_at < ${p}::date + 1`, filter.to);
  return { params, sql: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

export function auditRepository(database: Database) {
  return {
    /**
     * One page of events and how many match: the page's ids from an index in time order, the
     * events and their companies for those rows only; counted exactly up to a limit (boundedCount).
     */
    async search(scope: TenantScope, filter: AuditFilter, dir: SortDir, page: { number: number; size: number }) {
      const where = whereOf(scope, filter);
      const order = dir === 'ASC' ? 'asc' : 'desc';
      const n = where.params.length;
      const [rows, counted] = await Promise.all([
        database.query<AuditRow>(
          `with page as (
             select a.id from audit_events a ${where.sql}
              order by a.occurred_at ${order}, a.id ${order} limit $${n + 1} offset $${n + 2}
           )
           select ${COLUMNS} ${FROM} join page on page.id = a.id order by a.occurred_at ${order}, a.id ${order}`,
          [...where.params, page.size, page.number * page.size],
        ),
        boundedCount(database, `from audit_events a ${where.sql}`, where.params),
      ]);
      return { rows, ...counted };
    },

    /** Every matching event in list order, read a thousand at a time. */
    all(scope: TenantScope, filter: AuditFilter, dir: SortDir): AsyncIterable<AuditRow> {
      const where = whereOf(scope, filter);
      return keysetRows<AuditRow & Record<string, unknown>>(database, {
        sql: `select ${COLUMNS} ${FROM} ${where.sql}`,
        params: where.params,
        keys: ['occurred_at', 'id'],
        direction: dir,
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
