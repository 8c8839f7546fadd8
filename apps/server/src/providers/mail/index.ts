import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { smtpMailer } from './client.ts';
import type { Mailer } from './mailer.ts';
import { sandboxMailer } from './sandbox.ts';

export type { MailAttachment, Mailer, MailMessage, SentMail } from './mailer.ts';
export { renderMail, type MailContent, type RenderedMail } from './render.ts';
export { smtpMailer } from './client.ts';
export { sandboxMailer } from './sandbox.ts';

const mailers = new WeakMap<Database, Mailer>();

/** Over SMTP when SMTP_URL is set, else the sandbox that keeps mails in the outbox. */
export function createMailer(config: Pick<Config, 'mail'>, database: Database): Mailer {
  const { smtpUrl, from } = config.mail;
  return smtpUrl ? smtpMailer({ url: smtpUrl, from, database }) : sandboxMailer({ database });
}

/** The app's one mailer for this database: every module that sends mail asks here. */
export function mailerFor(config: Pick<Config, 'mail'>, database: Database): Mailer {
  let mailer = mailers.get(database);
  if (!mailer) {
    mailer = createMailer(config, database);
    mailers.set(database, mailer);
  }
  return mailer;
}
