import type { EmailStatus, OutboxSortField, SortDir } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, emailOutbox } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { likePattern } from '../../lib/sql.ts';

export type OutboxListRow = RowOf<typeof emailOutbox, 'id' | 'company_id' | 'to_address' | 'subject' | 'status' | 'created_at' | 'sent_at' | 'error'> & {
  company_name: ColumnOf<typeof companies, 'name'> | null;
  attachment_count: number;
};

export type OutboxDetailRow = OutboxListRow & RowOf<typeof emailOutbox, 'body_text' | 'body_html' | 'attachments'>;

export interface OutboxFilter {
  /** Part of the recipient address, any case. */
  to?: string;
  status?: EmailStatus;
}

const SORT_SQL: Record<OutboxSortField, string> = {
  createdAt: 'm.created_at',
  to: 'lower(m.to_address)',
  subject: 'lower(m.subject)',
  status: 'm.status',
};

const COLUMNS = `m.id, m.company_id, c.name as company_name, m.to_address, m.subject, m.status, m.created_at, m.sent_at,
  m.error, jsonb_array_length(m.attachments)::int as attachment_count`;
const FROM = `from email_outbox m left join companies c on c.id = m.company_id`;


/** A selected company narrows the outbox to its mails; without one every mail shows. */
function whereOf(scope: TenantScope, filter: OutboxFilter) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (scope.companyId) {
    params.push(scope.companyId);
    conditions.push(`m.company_id = $${params.length}`);
  }
  if (filter.to) {
    params.push(likePattern(filter.to));
    conditions.push(`m.to_address ilike $${params.length} escape '\\'`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`m.status = $${params.length}`);
  }
  return { params, sql: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

export function outboxRepository(database: Database) {
  return {
    async search(scope: TenantScope, filter: OutboxFilter, sort: { field: OutboxSortField; dir: SortDir }, page: { number: number; size: number }) {
      const where = whereOf(scope, filter);
      const dir = sort.dir === 'ASC' ? 'asc' : 'desc';
      const n = where.params.length;
      const [rows, counted] = await Promise.all([
        database.query<OutboxListRow>(
          `select ${COLUMNS} ${FROM} ${where.sql}
            order by ${SORT_SQL[sort.field]} ${dir}, m.created_at ${dir}, m.id ${dir}
            limit $${n + 1} offset $${n + 2}`,
          [...where.params, page.size, page.number * page.size],
        ),
        database.query<{ n: number }>(`select count(*)::int as n from email_outbox m ${where.sql}`, where.params),
      ]);
      return { rows, total: Number(counted[0]?.n ?? 0) };
    },

    async find(scope: TenantScope, id: string): Promise<OutboxDetailRow | undefined> {
      const params: unknown[] = [id];
      let where = 'm.id = $1';
      if (scope.companyId) {
        params.push(scope.companyId);
        where += ' and m.company_id = $2';
      }
      const rows = await database.query<OutboxDetailRow>(
        `select ${COLUMNS}, m.body_text, m.body_html, m.attachments ${FROM} where ${where}`,
        params,
      );
      return rows[0];
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
