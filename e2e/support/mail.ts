import { loadConfig } from '../../apps/server/src/config.ts';
import { fetchAccessToken } from '../../apps/server/test/tokens.ts';
import { linkIn } from '../../apps/server/test/mail.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-password' };

/**
 * The link in the newest mail the running product sent to `to`, read from its outbox the way an
 * administrator does (/backend/outbox); for journeys that follow a mailed link.
 */
export async function newestMailLink(baseUrl: string, to: string): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: baseUrl });
  const token = await fetchAccessToken(config, ADMIN.email, ADMIN.password);
  const headers = { authorization: `Bearer ${token}` };
  const query = new URLSearchParams({ to, sortField: 'createdAt', sortDir: 'DESC', pageSize: '20' });
  const list = (await (await fetch(`${baseUrl}/backend/outbox?${query}`, { headers })).json()) as { results: { id: string; to: string }[] };
  const newest = list.results.find((mail) => mail.to.toLowerCase() === to.toLowerCase());
  if (!newest) throw new Error(`no mail to ${to} in the outbox`);
  const mail = (await (await fetch(`${baseUrl}/backend/outbox/${newest.id}`, { headers })).json()) as { text: string };
  const link = linkIn(mail.text);
  if (!link) throw new Error(`the newest mail to ${to} has no link`);
  return link;
}
