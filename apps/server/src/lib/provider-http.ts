import type { z } from 'zod';

/**
 * Why a call to an outside service failed. `timeout`, `unavailable` and `unreachable` leave the
 * outcome open (the service may have done it); `refused` is the service's definite no.
 */
export type ProviderFailure = 'timeout' | 'unavailable' | 'refused' | 'unreadable' | 'unreachable';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: ProviderFailure,
    message: string,
    readonly status?: number,
    /** The service's own error code, when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The service may have carried the call out: ask it, or send the same call again with the same key. */
  get outcomeUnknown(): boolean {
    return this.kind !== 'refused';
  }
}

export interface ProviderRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON, or a URLSearchParams for a form post. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
}

/**
 * One JSON call to an outside service with a timeout; the answer is checked against the schema.
 * Every failure becomes a ProviderError that says whether the outcome is known.
 */
export async function providerCall<T>(
  provider: string,
  baseUrl: string,
  timeoutMs: number,
  request: ProviderRequest,
  schema: z.ZodType<T>,
): Promise<T> {
  const { method, path } = request;
  const url = new URL(`${baseUrl}${path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.body instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = request.body.toString();
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const where = `${provider} ${method} ${path}`;
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderError(provider, 'timeout', `${where} timed out after ${timeoutMs} ms`);
    throw new ProviderError(provider, 'unreachable', `${where}: ${(err as Error).message}`);
  }
  if (status < 200 || status >= 300) {
    const transient = status >= 500 || status === 429 || status === 408;
    let code: string | undefined;
    let detail = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { code?: unknown; error?: unknown; detail?: unknown; message?: unknown };
      code = typeof parsed.code === 'string' ? parsed.code : typeof parsed.error === 'string' ? parsed.error : undefined;
      const said = parsed.detail ?? parsed.message;
      if (typeof said === 'string') detail = said;
    } catch {
      // Not JSON: the text is the detail.
    }
    throw new ProviderError(provider, transient ? 'unavailable' : 'refused', `${where} answered ${status}: ${detail}`, status, code);
  }
  try {
    return schema.parse(text ? JSON.parse(text) : {});
  } catch {
    throw new ProviderError(provider, 'unreadable', `${where} answered something unreadable`, status);
  }
}
