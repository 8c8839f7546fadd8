import { loadConfig } from '../../apps/server/src/config.ts';
import { fetchAccessToken } from '../../apps/server/test/tokens.ts';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json<T>(): T;
}

/**
 * Calls to the running product's API as one account, with a real token from the product's own
 * sign-in page (taken once, on the first call).
 */
export function apiAs(baseUrl: string, email: string, password = 'demo-password') {
  let token: Promise<string> | undefined;
  return async function call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    token ??= fetchAccessToken(loadConfig({ PUBLIC_URL: baseUrl, NODE_ENV: 'production' }), email, password);
    const res = await fetch(`${baseUrl}/backend${path}`, {
      method,
      headers: { authorization: `Bearer ${await token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, json: <T>() => JSON.parse(bytes.toString('utf8')) as T };
  };
}
