/*
 * Outgoing mail. Every feature that mails someone (invites, receipts, invoices) calls one Mailer:
 *
 *   const mailer = mailerFor(config, database);
 *   const sent = await mailer.send({ to, subject, text, html, companyId, attachments });
 *   if (sent.status === 'FAILED') ... // sent.error says why; the outbox row has it too
 *
 * `send` does not throw when delivery fails: the failure is recorded in email_outbox and returned,
 * so the caller decides whether it is an error for its user. It throws only when the outbox row
 * itself cannot be written (the database is down). Every message, delivered or not, is a row in
 * email_outbox, which administrators read at /dashboard/outbox.
 */

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer | Uint8Array;
  /** The stored file (documents table) the bytes came from, so the outbox can link to it. */
  documentId?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; every mail has one. */
  text: string;
  /** The HTML body, when the mail has one (see renderMail). */
  html?: string;
  attachments?: MailAttachment[];
  /** The company the mail is about; null or absent for mails to administrators. */
  companyId?: string | null;
}

export interface SentMail {
  /** The email_outbox row. */
  id: string;
  status: 'SENT' | 'FAILED';
  /** Why delivery failed, e.g. the SMTP server's answer. */
  error?: string;
}

export interface Mailer {
  /** SMTP delivers; SANDBOX only keeps the mail in the outbox (development, demo, tests). */
  readonly delivery: 'SMTP' | 'SANDBOX';
  send(message: MailMessage): Promise<SentMail>;
}
