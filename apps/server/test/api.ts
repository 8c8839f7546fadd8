import type { TestServer } from './harness.ts';

/** What a call answered: the status, the body (parsed when it is JSON, text otherwise), headers and bytes. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

export interface CallOptions {
  /** Sent as JSON; a FormData is sent as it is (multipart). */
  body?: unknown;
  /** Added last, so they may replace the token or the content type. */
  headers?: Record<string, string>;
}

/** One request to /backend of a test server, with the bearer token when given (null: anonymous); answers the raw Response. */
export function send(server: TestServer, token: string | null, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);
  return fetch(`${server.baseUrl}/backend${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
  });
}

/** `send` for tests that hold their tokens and read the raw Response: `fetchApi(server)(token, '/users', { method: 'POST', body })`. */
export function fetchApi(server: TestServer) {
  return (token: string | null, path: string, init: CallOptions & { method?: string } = {}) => send(server, token, init.method ?? 'GET', path, init);
}

/**
 * The server tests' one HTTP client: real requests to /backend of a test server, anonymous or with
 * a real token of the named account (`api(server).as('manager@demo.test').get('/drivers')`).
 */
export function api(server: TestServer) {
  const client = (email: string | null, password?: string) => {
    async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
      const res = await send(server, email ? await server.token(email, password) : null, method, path, options);
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = bytes.toString('utf8');
      const json = (res.headers.get('content-type') ?? '').includes('json');
      const body = (json ? (text ? JSON.parse(text) : undefined) : text) as T;
      return { status: res.status, body, headers: res.headers, bytes };
    }
    return {
      call,
      get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
      post: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, { ...options, body }),
      put: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, { ...options, body }),
      patch: <T = unknown>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, { ...options, body }),
      delete: <T = unknown>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
    };
  };
  return { ...client(null), as: (email: string, password?: string) => client(email, password) };
}

/** `api(server)` as one call: as the named account (`as`), or anonymous without it. */
export function callApi<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions & { as?: string | null } = {},
): Promise<Answer<T>> {
  const client = options.as ? api(server).as(options.as) : api(server);
  return client.call<T>(method, path, options);
}
