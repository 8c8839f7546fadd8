import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import i18n from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';

/*
 * What the web tests share: the app's real i18n (every locales/*\/*.json), Mantine, a fresh query
 * client and an in-memory router (the browser APIs jsdom lacks are set up in test/setup.ts).
 */

export { i18n };

export async function setLanguage(lng: 'en' | 'de') {
  await i18n.changeLanguage(lng);
}

export interface RenderOptions {
  /** The URL the test starts on. */
  route?: string;
  /** The route pattern the element is mounted at. */
  path?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', queryClient }: RenderOptions = {}) {
  const client = queryClient ?? createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient: client, search: () => new URLSearchParams(router.state.location.search) };
}

/** A response as the API sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const problem = status >= 400;
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': problem ? 'application/problem+json' : 'application/json', ...headers },
  });
}

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (req: SentRequest) => Response | Promise<Response>;

/**
 * Answers /backend calls at the network boundary; handlers are keyed "METHOD /backend/path" (a
 * uuid in the path may be written as :id). Anything unhandled answers 404 problem+json, as the
 * server does for an unknown route.
 */
export function stubBackend(handlers: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req = { method, url, body };
    requests.push(req);
    const handler =
      handlers[`${method} ${url.pathname}`] ?? handlers[`${method} ${url.pathname.replace(/[0-9a-f-]{36}/g, ':id')}`];
    return handler
      ? handler(req)
      : jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: `No route for ${method} ${url.pathname}.` }, 404);
  });
  return {
    requests,
    /** The requests to one "METHOD /backend/path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
    /** Every request of one method. */
    byMethod: (method: string) => requests.filter((r) => r.method === method),
  };
}

/** Picks every column a table hides by default (its "Columns" button), as a user who wants them all. */
export async function showAllColumns() {
  const button = screen.queryByRole('button', { name: /^(Columns|Spalten) \(/ });
  if (!button) return;
  await userEvent.click(button);
  const group = await screen.findByRole('group', { name: /^(Show columns|Spalten anzeigen)$/ });
  for (const box of within(group).getAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) await userEvent.click(box);
  await userEvent.click(button);
}
