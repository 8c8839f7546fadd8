import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { vi } from 'vitest';
import { jsonResponse } from '../../components/ui/test-utils.tsx';

/** A request the stubbed network saw. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (req: SeenRequest) => Response | Promise<Response>;

/** Answers /backend calls at fetch, keyed "METHOD /backend/path"; anything else is 404 problem+json. */
export function stubNetwork(handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req = { method, url, body };
    seen.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(req) : jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND', detail: 'No such route.' }, 404);
  });
  return {
    seen,
    calls: (method: string, path: string) => seen.filter((r) => r.method === method && r.url.pathname === path),
  };
}

/** A problem+json answer as the API gives it. */
export const problemResponse = (status: number, code: string, detail: string) =>
  jsonResponse({ type: 'about:blank', title: code, status, code, detail }, status);

/** Mantine without transitions or portals, as in the app's own tests, so dropdowns open at once in jsdom. */
export const testEnv = (ui: ReactElement) => <MantineProvider env="test">{ui}</MantineProvider>;
