import type { CreateInvoiceInput, Invoice } from '@fleetwatt/shared';
import type { TestServer } from '../../../test/harness.ts';
import { callApi } from '../../../test/api.ts';

export const ADMIN_EMAIL = 'admin@demo.test';
export const MANAGER_EMAIL = 'manager@demo.test';
export const LIGHT_EMAIL = 'light@demo.test';

/** A call to /backend as a demo account (the harness's one client), answering an invoice unless told otherwise. */
export const call = <T = Invoice>(...args: Parameters<typeof callApi>) => callApi<T>(...args);

/** A draft body for a company: one line unless others are given. */
export function draftBody(companyId: string, overrides: Partial<CreateInvoiceInput> = {}): CreateInvoiceInput {
  return {
    companyId,
    invoiceDate: '2026-03-31',
    deliveryFrom: '2026-03-01',
    deliveryTo: '2026-03-31',
    lines: [{ product: 'Fleetwatt PRO subscription', text: '2026-03', quantity: 1, unitPriceMinor: 9_900 }],
    ...overrides,
  };
}

/** Creates a draft as the administrator and answers it. */
export async function createDraft(server: TestServer, companyId: string, overrides: Partial<CreateInvoiceInput> = {}): Promise<Invoice> {
  const res = await call(server, 'POST', '/invoices', { as: ADMIN_EMAIL, body: draftBody(companyId, overrides) });
  if (res.status !== 201) throw new Error(`creating a draft answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Creates and approves an invoice. */
export async function createOpen(server: TestServer, companyId: string, overrides: Partial<CreateInvoiceInput> = {}): Promise<Invoice> {
  const draft = await createDraft(server, companyId, overrides);
  const res = await call(server, 'POST', `/invoices/${draft.id}/approve`, { as: ADMIN_EMAIL });
  if (res.status !== 200) throw new Error(`approving answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A call to the built-in Stripe sandbox (its steering endpoints, or its API with the sandbox key). */
export async function sandbox(server: TestServer, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/sandbox/stripe${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}
