import { totalPages, type OutboxMail, type OutboxMailDetail, type OutboxPage, type OutboxSearch } from '@fleetwatt/shared';
import { notFound } from '../../lib/errors.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { OutboxListRow, OutboxRepository } from './outbox.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

function toMail(row: OutboxListRow): OutboxMail {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    error: row.error,
    attachmentCount: Number(row.attachment_count),
  };
}

/** The outbox for administrators: what the product mailed, delivered or not. */
export function outboxService(repo: OutboxRepository, delivery: 'SMTP' | 'SANDBOX') {
  return {
    async search(scope: TenantScope, query: OutboxSearch): Promise<OutboxPage> {
      const { rows, total } = await repo.search(
        scope,
        { to: query.to || undefined, status: query.status },
        { field: query.sortField, dir: query.sortDir },
        { number: query.pageNumber, size: query.pageSize },
      );
      return {
        results: rows.map(toMail),
        totalCount: total,
        totalPages: totalPages(total, query.pageSize),
        sandbox: delivery === 'SANDBOX',
      };
    },

    async get(scope: TenantScope, id: string): Promise<OutboxMailDetail> {
      const row = await repo.find(scope, id);
      if (!row) throw notFound('mail');
      return {
        ...toMail(row),
        text: row.body_text,
        html: row.body_html,
        attachments: (row.attachments ?? []).map((a) => ({ fileName: a.fileName, contentType: a.contentType, sizeBytes: a.sizeBytes })),
      };
    },
  };
}
