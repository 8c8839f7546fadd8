import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPolicy } from '../../src/plugins/security-headers.ts';
import { startTestServer, type TestServer } from '../harness.ts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  port = new URL(server.baseUrl).port as unknown as number;
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

describe('headers', () => {
  it('give the web app a strict policy: scripts from our origin only, no framing, no sniffing, no referrer outside', async () => {
    const res = await get(`${server.baseUrl}/dashboard/home`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(webAppPolicy(server.config));
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    // Served over http here: no HSTS, which would lock a plain-http installation out.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('give API answers, refusals included, a policy that allows nothing and no framing', async () => {
    for (const path of ['/backend/public/config', '/backend/account', '/backend/no-such-route']) {
      const res = await get(`${server.baseUrl}${path}`);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("leave the sign-in pages' own policy as it is", async () => {
    const res = await get(`${server.config.identity.issuer}/auth?client_id=${server.config.identity.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${server.baseUrl}/login`)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`);
    const page = await get(new URL(res.headers.get('location')!, server.baseUrl).href, { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  });

  it('add HSTS when PUBLIC_URL is https', async () => {
    const https = await startTestServer({ seed: false, env: { PUBLIC_URL: 'https://fleet.example.com' } });
    try {
      const address = https.app.server.address();
      const local = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const res = await get(`${local}/backend/public/config`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});

describe('another host name', () => {
  it('sends a browser to the same page on PUBLIC_URL before sign-in starts', async () => {
    const res = await get(`http://localhost:${port}/dashboard/tariffs?y=2026&m=3`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${server.baseUrl}/dashboard/tariffs?y=2026&m=3`);
    expect((await get(`http://localhost:${port}/`)).headers.get('location')).toBe(`${server.baseUrl}/`);
  });

  it('still answers the API and the health check on any name', async () => {
    expect((await get(`http://localhost:${port}/backend/public/config`)).status).toBe(200);
    expect((await get(`http://localhost:${port}/health`)).status).toBe(200);
  });
});

describe('the health check', () => {
  it('says the instance and its database answer', async () => {
    const res = await get(`${server.baseUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not', async () => {
    const down = await startTestServer({ seed: false });
    try {
      await down.database.close();
      const res = await get(`${down.baseUrl}/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await down.close().catch(() => undefined);
    }
  });
});
