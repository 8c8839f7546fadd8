import type { EmailStatus } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/email-outbox.ts';
import type { MailMessage } from './mailer.ts';

/** Writes the email_outbox rows both mailers keep: one per message, then its outcome. */
export function outboxLog(db: SqlClient) {
  return {
    /** A new row for the message; answers its id. */
    async add(message: MailMessage, status: EmailStatus, sentAt: Date | null): Promise<string> {
      const attachments: OutboxAttachment[] = (message.attachments ?? []).map((a) => ({
        fileName: a.fileName,
        contentType: a.contentType,
        sizeBytes: a.content.byteLength,
        ...(a.documentId ? { documentId: a.documentId } : {}),
      }));
      const documentId = message.attachments?.find((a) => a.documentId)?.documentId ?? null;
      const [row] = await db.query<{ id: string }>(
        `insert into email_outbox (company_id, to_address, subject, body_text, body_html, attachments, document_id, status, sent_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
         returning id`,
        [
          message.companyId ?? null,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          JSON.stringify(attachments),
          documentId,
          status,
          sentAt,
        ],
      );
      return row!.id;
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db.query(`update email_outbox set status = 'SENT', sent_at = $2, error = null where id = $1`, [id, at]);
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.query(`update email_outbox set status = 'FAILED', error = $2 where id = $1`, [id, error.slice(0, 2000)]);
    },
  };
}
export type OutboxLog = ReturnType<typeof outboxLog>;
