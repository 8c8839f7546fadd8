import i18n from 'i18next';
import { uiLanguage } from './format.ts';

/*
 * The one way the web app talks to /backend: bearer token, selected child company, language, JSON.
 * Failures become ApiError (spec section 8): 400 a validation error with its field list, 403, 404
 * and 409 a backend error of the same shape, 401 signs the user out, anything else passes through.
 */

export type ApiErrorKind = 'validation' | 'backend' | 'other';

export interface ApiFieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail?: string;
  readonly errors?: ApiFieldError[];
  readonly kind: ApiErrorKind;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    kind: ApiErrorKind;
    detail?: string;
    errors?: ApiFieldError[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.errors !== undefined) this.errors = init.errors;
  }
}

export interface ApiClientConfig {
  getAccessToken: () => Promise<string | null>;
  onUnauthorized: () => void;
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface ApiFetchInit {
  method?: string;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** The company this one call is about, where it is not the one selected in the header (a row of the all-companies view). */
  companyId?: string | null;
}

export const API_BASE = '/backend';

let config: ApiClientConfig = { getAccessToken: async () => null, onUnauthorized: () => undefined };
let childCompanyId: string | null = null;

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
}

/** The company every later call is about (X-Child-Company-Id); null for the user's own. */
export function setChildCompanyId(id: string | null): void {
  childCompanyId = id;
}

export function getChildCompanyId(): string | null {
  return childCompanyId;
}

/** "/companies/search" + { name: 'x', page: 0, empty: null } -> "/backend/companies/search?name=x&page=0". */
export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

async function send(path: string, init: ApiFetchInit, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'Accept-Language': uiLanguage() });
  const token = await config.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const company = init.companyId ?? childCompanyId;
  if (company) headers.set('X-Child-Company-Id', company);
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    if (isRawBody(init.body)) body = init.body;
    else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
  }
  try {
    return await fetch(apiUrl(path, init.query), {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: init.signal,
    });
  } catch (err) {
    // A cancelled query stays a cancellation; anything else is the network.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (init.signal?.aborted) throw err;
    throw new ApiError({ status: 0, code: 'NETWORK', kind: 'other', message: i18n.t('ui:errors.network') });
  }
}

interface ProblemBody {
  title?: string;
  detail?: string;
  code?: string;
  errors?: ApiFieldError[];
}

async function readProblem(res: Response): Promise<ProblemBody | null> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body = (await res.json()) as unknown;
    return body && typeof body === 'object' ? (body as ProblemBody) : null;
  } catch {
    return null;
  }
}

function kindOf(status: number): ApiErrorKind {
  if (status === 400) return 'validation';
  if (status === 403 || status === 404 || status === 409) return 'backend';
  return 'other';
}

function fallbackMessage(status: number): string {
  if (status === 401) return i18n.t('ui:errors.unauthorized');
  if (status === 403) return i18n.t('ui:errors.forbidden');
  if (status === 404) return i18n.t('ui:errors.notFound');
  return i18n.t('ui:errors.generic');
}

/** The error of a failed response; `parse` says whether its problem+json body may be read. */
async function toApiError(res: Response, parse: boolean): Promise<ApiError> {
  const problem = parse ? await readProblem(res) : null;
  const kind = kindOf(res.status);
  const errors = Array.isArray(problem?.errors)
    ? problem.errors.filter((e) => e && typeof e.field === 'string' && typeof e.message === 'string')
    : undefined;
  return new ApiError({
    status: res.status,
    code: problem?.code ?? `HTTP_${res.status}`,
    kind,
    message: problem?.detail || problem?.title || fallbackMessage(res.status),
    ...(problem?.detail ? { detail: problem.detail } : {}),
    ...(kind === 'validation' ? { errors: errors ?? [] } : errors ? { errors } : {}),
  });
}

/** Calls the API and answers its JSON (undefined for 204); throws ApiError otherwise. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const res = await send(path, init, 'application/json');
  if (res.status === 401) {
    config.onUnauthorized();
    throw await toApiError(res, true);
  }
  if (!res.ok) throw await toApiError(res, true);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const DOWNLOAD_PROBLEM_STATUSES = [400, 404, 409];

/** The file name of a content-disposition header (filename* first), or the fallback. */
export function fileNameFromDisposition(header: string | null | undefined, fallback = 'file.pdf'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star?.[1]) {
    const value = star[1].trim().replace(/^"|"$/g, '');
    const parts = /^([^']*)'[^']*'(.*)$/.exec(value);
    try {
      const name = decodeURIComponent(parts ? (parts[2] ?? '') : value);
      if (name) return baseName(name);
    } catch {
      // A malformed encoded name: fall through to the plain one.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  return name ? baseName(name) : fallback;
}

// A name from a header never chooses a folder.
function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() || 'file.pdf';
}

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file from the API with the same headers as every call and saves it under the name of
 * its content-disposition (file.pdf when it has none). Answers the name it saved.
 */
export async function downloadFile(path: string, query?: QueryParams): Promise<string> {
  const res = await send(path, { query }, '*/*');
  if (res.status === 401) {
    config.onUnauthorized();
    throw await toApiError(res, false);
  }
  if (!res.ok) throw await toApiError(res, DOWNLOAD_PROBLEM_STATUSES.includes(res.status));
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition'));
  saveBlob(await res.blob(), fileName);
  return fileName;
}

/**
 * Fetches a file from the API with the same headers as every call, without saving it (a preview in
 * the page): its bytes and the name of its content-disposition.
 */
export async function fetchFile(path: string, query?: QueryParams): Promise<{ blob: Blob; fileName: string }> {
  const res = await send(path, { query }, '*/*');
  if (res.status === 401) {
    config.onUnauthorized();
    throw await toApiError(res, false);
  }
  if (!res.ok) throw await toApiError(res, DOWNLOAD_PROBLEM_STATUSES.includes(res.status));
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('content-disposition')) };
}
