import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
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
