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
    /** The parsed body of the refusal, for services that put more in it (a session token to continue with). */
    readonly body?: unknown,
    /** How long the service asked us to wait (429 with Retry-After). */
    readonly retryAfterMs?: number,
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

/** A rate limit whose wait is at most this long is waited out once; a longer one is the caller's to schedule. */
const RETRY_AFTER_WAIT_MAX_MS = 5_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The service's own code and words in the shapes the services answer errors with. */
function errorDetails(parsed: unknown): { code?: string; detail?: string } {
  if (!parsed || typeof parsed !== 'object') return {};
  const p = parsed as Record<string, unknown>;
  // Qonto: { errors: [{ code, detail }] }
  if (Array.isArray(p.errors) && p.errors[0] && typeof p.errors[0] === 'object') {
    const first = p.errors[0] as Record<string, unknown>;
    return { code: typeof first.code === 'string' ? first.code : undefined, detail: typeof first.detail === 'string' ? first.detail : undefined };
  }
  // Lemonway: { error: { code, message } }
  if (p.error && typeof p.error === 'object') {
    const e = p.error as Record<string, unknown>;
    return { code: e.code !== undefined ? String(e.code) : undefined, detail: typeof e.message === 'string' ? e.message : undefined };
  }
  const said = p.detail ?? p.message ?? p.error_description;
  return {
    code: typeof p.code === 'string' ? p.code : typeof p.error === 'string' ? p.error : undefined,
    detail: typeof said === 'string' ? said : undefined,
  };
}

/**
 * One JSON call to an outside service with a timeout; the answer is checked against the schema.
 * Every failure becomes a ProviderError that says whether the outcome is known. A 429 asking for a
 * short wait is waited out and sent once more.
 */
export async function providerCall<T>(...call: Parameters<typeof providerCallOnce<T>>): Promise<T> {
  try {
    return await providerCallOnce(...call);
  } catch (err) {
    if (err instanceof ProviderError && err.status === 429 && err.retryAfterMs !== undefined && err.retryAfterMs <= RETRY_AFTER_WAIT_MAX_MS) {
      await new Promise((resolve) => setTimeout(resolve, err.retryAfterMs));
      return providerCallOnce(...call);
    }
    throw err;
  }
}

/** One attempt of providerCall: the service's name, its base URL, the timeout, the request and the answer's schema. */
async function providerCallOnce<T>(
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
  let retryAfter: string | null = null;
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    retryAfter = response.headers.get('retry-after');
    text = await response.text();
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderError(provider, 'timeout', `${where} timed out after ${timeoutMs} ms`);
    throw new ProviderError(provider, 'unreachable', `${where}: ${(err as Error).message}`);
  }
  if (status < 200 || status >= 300) {
    const transient = status >= 500 || status === 429 || status === 408;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the text is the detail.
    }
    const said = errorDetails(parsed);
    const detail = said.detail ?? text.slice(0, 300);
    throw new ProviderError(
      provider,
      transient ? 'unavailable' : 'refused',
      `${where} answered ${status}: ${detail}`,
      status,
      said.code,
      parsed,
      status === 429 ? retryAfterMs(retryAfter) : undefined,
    );
  }
  try {
    return schema.parse(text ? JSON.parse(text) : {});
  } catch {
    throw new ProviderError(provider, 'unreadable', `${where} answered something unreadable`, status);
  }
}
