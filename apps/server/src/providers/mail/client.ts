import nodemailer from 'nodemailer';
import type { SqlClient } from '../../db/database.ts';
import type { Mailer, MailMessage, SentMail } from './mailer.ts';
import { outboxLog } from './outbox-log.ts';

/** How long an SMTP server may take before a send counts as failed; the URL's own values win. */
const DEFAULT_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP URL with the default timeouts added where it does not set them (nodemailer reads them from the query). */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, ms] of Object.entries(DEFAULT_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  return url.toString();
}

export interface SmtpMailerOptions {
  /** smtp://user:password@host:587 or smtps://user:password@host:465 (nodemailer's URL options apply). */
  url: string;
  /** The sender, e.g. "Fleetwatt <no-reply@fleetwatt.example>". */
  from: string;
  database: SqlClient;
  now?: () => Date;
}

/**
 * Delivers over SMTP with nodemailer. The message is logged in the outbox as QUEUED first, then
 * marked SENT or FAILED with the server's answer, so a crash in between leaves a visible trace.
 */
export function smtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(options.url));
  const log = outboxLog(options.database);
  const now = options.now ?? (() => new Date());

  return {
    delivery: 'SMTP',
    async send(message: MailMessage): Promise<SentMail> {
      const id = await log.add(message, 'QUEUED', null);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.fileName,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        });
      } catch (err) {
        const error = deliveryError(err);
        await log.markFailed(id, error);
        return { id, status: 'FAILED', error };
      }
      await log.markSent(id, now());
      return { id, status: 'SENT' };
    },
  };
}

/** The SMTP server's answer when there is one ("550 5.1.1 ... user unknown"), else the error's message. */
function deliveryError(err: unknown): string {
  const e = err as { response?: unknown; message?: unknown };
  if (typeof e.response === 'string' && e.response) return e.response;
  return typeof e.message === 'string' && e.message ? e.message : 'Delivery failed';
}
