import { linkIn } from '../../apps/server/test/mail.ts';
import { apiAs } from './api.ts';

/**
 * The link in the newest mail the running product sent to `to`, read from its outbox the way an
 * administrator does (/backend/outbox); for journeys that follow a mailed link.
 */
export async function newestMailLink(baseUrl: string, to: string): Promise<string> {
  const admin = apiAs(baseUrl, 'admin@demo.test');
  const query = new URLSearchParams({ to, sortField: 'createdAt', sortDir: 'DESC', pageSize: '20' });
  const list = (await admin('GET', `/outbox?${query}`)).json<{ results: { id: string; to: string }[] }>();
  const newest = list.results.find((mail) => mail.to.toLowerCase() === to.toLowerCase());
  if (!newest) throw new Error(`no mail to ${to} in the outbox`);
  const mail = (await admin('GET', `/outbox/${newest.id}`)).json<{ text: string }>();
  const link = linkIn(mail.text);
  if (!link) throw new Error(`the newest mail to ${to} has no link`);
  return link;
}
