import { describe, expect, it } from 'vitest';
import type { BankAuthorize, BankConnected, BankToken } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { call } from '../invites/test-api.ts';

const server = useTestServer();

const token = (as: string, headers: Record<string, string> = {}) => call<BankToken>(server, 'GET', '/qonto/token', { as, headers });

/** Goes to the bank's consent page and answers where the bank sends the browser back. */
async function consent(as: string) {
  const authorize = await call<BankAuthorize>(server, 'GET', '/qonto/authorize', { as });
  expect(authorize.status).toBe(200);
  const bank = await fetch(authorize.body.url, { redirect: 'manual' });
  expect(bank.status).toBe(302);
  return new URL(bank.headers.get('location')!);
}

describe('the bank connection', () => {
  it('answers the connection without its secret, and no token where there is none or it expired', async () => {
    const connected = await token('manager@demo.test');
    expect(connected.status).toBe(200);
    expect(connected.body.token?.status).toBe('CONNECTED');
    expect(JSON.stringify(connected.body)).not.toMatch(/sandbox-qonto-(access|refresh)/);
    expect((await token('light@demo.test')).body).toEqual({ token: null });
    expect((await token('newcomer@demo.test')).body).toEqual({ token: null });
  });

  it('an administrator must select the company first', async () => {
    const res = await call<{ detail: string }>(server, 'GET', '/qonto/authorize', { as: 'admin@demo.test' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Please select a company');
    const selected = await token('admin@demo.test', { 'x-child-company-id': DEMO_IDS.companies.childMunich });
    expect(selected.body.token?.status).toBe('CONNECTED');
  });

  it('connects: the bank returns to /public/qonto/callback, the callback stores the tokens, the connect button goes away', async () => {
    const back = await consent('light@demo.test');
    expect(`${back.origin}${back.pathname}`).toBe(`${server.baseUrl}/public/qonto/callback`);
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const done = await call<BankConnected>(server, 'GET', `/qonto/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
      as: 'light@demo.test',
    });
    expect(done.status).toBe(200);
    expect(done.body.companyId).toBe(DEMO_IDS.companies.light);
    expect(done.body.accountIban).toMatch(/^DE\d{20}$/);
    const now = await token('light@demo.test');
    expect(now.body.token).toMatchObject({ status: 'CONNECTED', accountIban: done.body.accountIban, provider: 'QONTO' });
    // The tokens rest sealed with the installation's key, never as the bank issued them.
    const [stored] = await server.database.query<{ access_token: string; refresh_token: string; bank_account_id: string }>(
      `select access_token, refresh_token, bank_account_id from provider_connections where company_id = $1 and provider = 'QONTO' and user_id is null`,
      [DEMO_IDS.companies.light],
    );
    expect(stored!.access_token).toMatch(/^sealed:v1:/);
    expect(stored!.refresh_token).toMatch(/^sealed:v1:/);
    expect(stored!.access_token).not.toContain('sandbox-qonto');
    expect(stored!.bank_account_id).toMatch(/^[0-9a-f-]{36}$/);

    // The answer is used once.
    const again = await call<{ detail: string }>(server, 'GET', `/qonto/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
      as: 'light@demo.test',
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('The bank connection request is invalid or has expired. Please connect again.');
  });

  it("nobody can finish someone else's connect, and a bad code is the bank's no", async () => {
    const back = await consent('newcomer@demo.test');
    const query = `code=${encodeURIComponent(back.searchParams.get('code')!)}&state=${encodeURIComponent(back.searchParams.get('state')!)}`;
    expect((await call(server, 'GET', `/qonto/callback?${query}`, { as: 'manager@demo.test' })).status).toBe(409);
    const wrongCode = await call<{ detail: string }>(server, 'GET', `/qonto/callback?code=nonsense&state=${encodeURIComponent(back.searchParams.get('state')!)}`, {
      as: 'newcomer@demo.test',
      headers: { 'accept-language': 'de' },
    });
    expect(wrongCode.status).toBe(409);
    expect(wrongCode.body.detail).toBe('Die Bank hat die Verbindung nicht angenommen. Bitte versuchen Sie es erneut.');
    expect((await token('newcomer@demo.test')).body.token).toBeNull();
  });

  it('drivers may not, and bad input is a 400', async () => {
    expect((await call(server, 'GET', '/qonto/token', { as: 'driver@demo.test' })).status).toBe(403);
    expect((await call(server, 'GET', '/qonto/callback', { as: 'manager@demo.test' })).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/backend/qonto/token`)).status).toBe(401);
  });
});
