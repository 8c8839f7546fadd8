import type { TestServer } from '../../../test/harness.ts';

/** A call to /backend as the given demo account (none: without a token), answering status and JSON body. */
export async function call<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  options: { as?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.authorization = `Bearer ${await server.token(options.as)}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}/backend${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}
