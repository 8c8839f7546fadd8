import type { TestServer } from '../../../test/harness.ts';
import { callApi } from '../../../test/api.ts';

/** Calls the API as the demo account with that email, through the harness's one client; the body is read loosely, each test looks at the fields it cares about. */
export function api(server: TestServer, email: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return callApi<any>(server, method, path, { as: email, body, headers });
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Opens a link like a browser that does not follow redirects; answers where it redirects to. */
export async function follow(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`${url} answered ${res.status}, not a redirect`);
  return new URL(res.headers.get('location')!, url);
}

/**
 * The browser's part of the connect flow: open the one-time link, read the provider's consent page
 * and press Allow (or Deny). Answers the callback URL the provider sends the browser to.
 */
export async function consent(linkUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<{ callback: URL; page: string }> {
  const authorize = await follow(linkUrl);
  const page = await (await fetch(authorize)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) form.set(name!, unescape(value!));
  form.set('decision', decision);
  const action = unescape(/<form method="post" action="([^"]+)"/.exec(page)![1]!);
  const res = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return { callback: new URL(res.headers.get('location')!), page };
}

/** What the callback page posts: the code and state from its URL. */
export async function postCallback(server: TestServer, callback: URL, override: Partial<{ code: string; state: string }> = {}) {
  const res = await fetch(`${server.baseUrl}/backend/public/car-api/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: callback.searchParams.get('code'), state: callback.searchParams.get('state'), ...override }),
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

/** The whole flow for a driver, started by the staff account; answers the callback's result. */
export async function connectCar(server: TestServer, staffEmail: string, driverId: string) {
  const link = await api(server, staffEmail, 'POST', `/users/${driverId}/connections/car-api/link`);
  if (link.status !== 201) throw new Error(`link answered ${link.status}: ${JSON.stringify(link.body)}`);
  const { callback } = await consent(link.body.url);
  return postCallback(server, callback);
}

/** Tells the sandbox what to do. */
export async function sandbox(server: TestServer, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/sandbox/car-api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status;
}

export const quietLog = { info() {}, warn() {}, error() {} };
