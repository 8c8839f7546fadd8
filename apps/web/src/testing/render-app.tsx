import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Account, ClientConfig } from '@fleetwatt/shared';
import { createStaticAuth, type AuthState } from '../features/auth/index.ts';
import i18n from '../lib/i18n.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { clearUserData, connectApiClient } from '../app/session.ts';
import { testConfig } from './fixtures.ts';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (req: RecordedRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const problem = (status: number, code: string, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, detail, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/**
 * Answers /backend calls at the network boundary, the way the real API does. Handlers are keyed
 * "METHOD /path" (no query); anything unhandled answers 404 problem+json.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req = { method, url, headers, body };
    requests.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(req) : problem(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}.`);
  });
  return { requests, spy };
}

export interface RenderAppOptions {
  account?: Account;
  config?: ClientConfig;
  authState?: Partial<AuthState>;
  completeLogin?: (url?: string) => Promise<string>;
  handlers?: Record<string, Handler>;
}

/** Renders the app's real routes at `path` for a user whose sign-in state is given, with the API stubbed at fetch. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const config = options.config ?? testConfig;
  const api = stubApi({
    ...(options.account ? { 'GET /backend/account': () => json(options.account) } : {}),
    'GET /backend/public/config': () => json(config),
    ...options.handlers,
  });
  const auth = createStaticAuth({
    config,
    accessToken: 'test-access-token',
    state: options.authState,
    onSignOut: clearUserData,
    completeLogin: options.completeLogin,
  });
  connectApiClient(auth);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders auth={auth} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, auth, router, user, requests: api.requests, fetchSpy: api.spy };
}

/** Leaves nothing behind for the next test: rendered tree, stubs, cache, selection and language. */
export async function resetApp() {
  cleanup();
  vi.restoreAllMocks();
  clearUserData();
  sessionStorage.clear();
  document.getElementById('fleetwatt-chat-widget')?.remove();
  delete window.Intercom;
  await i18n.changeLanguage('en');
}
