import type { SqlClient } from '../../db/database.ts';
import type { Mailer, MailMessage, SentMail } from './mailer.ts';
import { outboxLog } from './outbox-log.ts';

/**
 * The built-in mailer of development, demo and tests: the message goes to the outbox (status SENT)
 * and nowhere else, so nobody gets mail from a demo and tests can read what would have been sent.
 */
export function sandboxMailer(options: { database: SqlClient; now?: () => Date }): Mailer {
  const log = outboxLog(options.database);
  const now = options.now ?? (() => new Date());
  return {
    delivery: 'SANDBOX',
    async send(message: MailMessage): Promise<SentMail> {
      const id = await log.add(message, 'SENT', now());
      return { id, status: 'SENT' };
    },
  };
}
