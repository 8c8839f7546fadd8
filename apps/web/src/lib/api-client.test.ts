import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { i18n, jsonResponse } from '../components/ui/test-utils.tsx';
import {
  ApiError,
  apiFetch,
  configureApiClient,
  downloadFile,
  fileNameFromDisposition,
  getChildCompanyId,
  setChildCompanyId,
} from './api-client.ts';

const onUnauthorized = vi.fn();
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  onUnauthorized.mockReset();
  configureApiClient({ getAccessToken: async () => 'token-123', onUnauthorized });
  setChildCompanyId(null);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function lastRequest() {
  const [url, init] = fetchSpy.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('apiFetch', () => {
  it('calls /backend with the token, the selected company, the language and a JSON body', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ ok: true }));
    setChildCompanyId('10000000-0000-4000-8000-000000000002');
    await i18n.changeLanguage('de');
    const result = await apiFetch<{ ok: boolean }>('/drivers', {
      method: 'POST',
      query: { name: 'Max Müller', page: 0, empty: '', none: null, gone: undefined, flag: true },
      body: { firstName: 'Max' },
    });
    expect(result).toEqual({ ok: true });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/backend/drivers?name=Max+M%C3%BCller&page=0&flag=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"firstName":"Max"}');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('x-child-company-id')).toBe('10000000-0000-4000-8000-000000000002');
    expect(headers.get('accept-language')).toBe('de');
    expect(headers.get('content-type')).toBe('application/json');
    expect(getChildCompanyId()).toBe('10000000-0000-4000-8000-000000000002');
  });

  it('sends no company header when none is selected and answers undefined for 204', async () => {
    fetchSpy.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await apiFetch('/account/preferences', { method: 'PUT', body: { language: 'en' } })).toBeUndefined();
    expect(lastRequest().headers.has('x-child-company-id')).toBe(false);
  });

  it('turns 400 into a validation error with the field list and the detail as message', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'Please review the highlighted fields',
          errors: [{ field: 'email', message: 'Email: Must be a valid email address' }],
        },
        400,
      ),
    );
    const err = await failure(apiFetch('/invites', { method: 'POST', body: {} }));
    expect(err).toMatchObject({
      kind: 'validation',
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please review the highlighted fields',
      errors: [{ field: 'email', message: 'Email: Must be a valid email address' }],
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('takes the title when a 400 has no detail', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED' }, 400));
    const err = await failure(apiFetch('/x'));
    expect(err.message).toBe('Bad Request');
    expect(err.errors).toEqual([]);
  });

  it.each([403, 404, 409])('turns %i into a backend error of the same shape', async (status) => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse({ title: 'T', status, code: status === 409 ? 'CONFLICT' : 'X', detail: `detail ${status}` }, status),
    );
    const err = await failure(apiFetch('/x'));
    expect(err).toMatchObject({ kind: 'backend', status, detail: `detail ${status}`, message: `detail ${status}` });
  });

  it('on 401 signs out through onUnauthorized, then throws', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ title: 'Unauthorized', status: 401, code: 'UNAUTHENTICATED' }, 401));
    const err = await failure(apiFetch('/account'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(err.status).toBe(401);
    expect(err.kind).toBe('other');
  });

  it('passes other failures through as they are', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse({ title: 'Service Unavailable', status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Briefly unavailable.' }, 503),
    );
    const err = await failure(apiFetch('/x'));
    expect(err).toMatchObject({ kind: 'other', status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Briefly unavailable.' });
    fetchSpy.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const plain = await failure(apiFetch('/x'));
    expect(plain).toMatchObject({ kind: 'other', status: 502, code: 'HTTP_502' });
  });

  it('reports an unreachable server in the dashboard language', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await failure(apiFetch('/x'));
    expect(err).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(err.message).toMatch(/could not be reached/);
  });
});

describe('downloadFile', () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  it('saves under the name of content-disposition, with the same headers as every call', async () => {
    fetchSpy.mockResolvedValueOnce(
      new Response('a,b', { headers: { 'content-disposition': 'attachment; filename="companies-2026-11-21.csv"' } }),
    );
    setChildCompanyId('10000000-0000-4000-8000-000000000006');
    const name = await downloadFile('/companies/search', { name: 'volt', export: 'CSV' });
    expect(name).toBe('companies-2026-11-21.csv');
    expect(saved).toEqual([{ name: 'companies-2026-11-21.csv', href: 'blob:fake' }]);
    const { url, headers } = lastRequest();
    expect(url).toBe('/backend/companies/search?name=volt&export=CSV');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('x-child-company-id')).toBe('10000000-0000-4000-8000-000000000006');
  });

  it('falls back to file.pdf without a content-disposition', async () => {
    fetchSpy.mockResolvedValueOnce(new Response('%PDF'));
    expect(await downloadFile('/receipts/1/pdf')).toBe('file.pdf');
    expect(saved[0]!.name).toBe('file.pdf');
  });

  it.each([400, 404, 409])('reads the problem of a failed download with status %i', async (status) => {
    fetchSpy.mockResolvedValueOnce(jsonResponse({ title: 'T', status, code: 'C', detail: 'No such receipt.' }, status));
    const err = await failure(downloadFile('/receipts/1/pdf'));
    expect(err.message).toBe('No such receipt.');
    expect(err.kind).toBe(status === 400 ? 'validation' : 'backend');
    expect(saved).toEqual([]);
  });

  it('signs out on 401 during a download', async () => {
    fetchSpy.mockResolvedValueOnce(new Response(null, { status: 401 }));
    await failure(downloadFile('/x'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.csv', 'report.csv'],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''Fahrten%20M%C3%A4rz.csv`, 'Fahrten März.csv'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', 'file.pdf'],
    [null, 'file.pdf'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
