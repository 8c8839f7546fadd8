import type { Database } from '../src/db/database.ts';

export interface KeptMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** The newest mail the product kept in its outbox for this address (any case), if any. */
export async function newestMail(database: Database, to: string): Promise<KeptMail | undefined> {
  const [row] = await database.query<{ to_address: string; subject: string; body_text: string; created_at: Date }>(
    `select to_address, subject, body_text, created_at from email_outbox
      where lower(to_address) = lower($1) order by created_at desc, id desc limit 1`,
    [to],
  );
  return row && { to: row.to_address, subject: row.subject, text: row.body_text, createdAt: new Date(row.created_at) };
}

/** The first link in a mail's text. */
export function linkIn(text: string): string | undefined {
  return /https?:\/\/\S+/.exec(text)?.[0];
}

/** The link in the newest mail to this address; throws when there is none. */
export async function newestMailLink(database: Database, to: string): Promise<string> {
  const mail = await newestMail(database, to);
  const link = mail && linkIn(mail.text);
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return link;
}
