import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';
import { DEMO_PASSWORD } from '../../src/demo/accounts.ts';
import { openTestDatabase } from '../harness.ts';
import { freePort } from '../free-port.ts';
import { fetchTokens } from '../tokens.ts';
import type { FastifyInstance } from 'fastify';

/**
 * The server logs at its most talkative level while people sign in and call the API: no password,
 * token, cookie or configured secret ever reaches the log.
 */
describe('secrets in logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let config: ReturnType<typeof loadConfig>;
  const secrets = {
    OIDC_COOKIE_SECRET: 'cookie-secret-that-must-stay-hidden-always',
    DOCUMENT_LINK_SECRET: 'document-link-secret-that-must-stay-hidden',
    TOKEN_ENCRYPTION_KEY: 'token-encryption-key-that-must-stay-hidden',
    STRIPE_SECRET_KEY: 'sk_test_stripe-key-that-must-stay-hidden',
    STRIPE_WEBHOOK_SECRET: 'whsec_stripe-webhook-secret-that-must-stay-hidden',
    SMARTCAR_CLIENT_SECRET: 'car-api-secret-that-must-stay-hidden',
    SMARTCAR_MANAGEMENT_TOKEN: 'smartcar-management-token-that-must-stay-hidden',
    QONTO_CLIENT_SECRET: 'qonto-secret-that-must-stay-hidden',
    LEMONWAY_API_KEY: 'lemonway-key-that-must-stay-hidden',
    SMTP_URL: 'smtp://mailer:smtp-password-that-must-stay-hidden@127.0.0.1:1',
  };

  beforeAll(async () => {
    const test = await openTestDatabase();
    drop = test.drop;
    await migrate(test.database);
    await seedDemoData(test.database);
    const port = await freePort();
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'trace',
      SMARTCAR_CLIENT_ID: 'fleetwatt-smartcar-client',
      ...secrets,
    });
    app = await buildApp({ config, database: test.database, logStream: { write: (line) => void lines.push(line) } });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('keeps passwords, tokens, cookies and configured secrets out of every log line', async () => {
    const tokens = await fetchTokens(config, 'manager@demo.test', DEMO_PASSWORD);
    const wrong = await fetchTokens(config, 'light@demo.test', 'a-wrong-password-typed-by-mistake').catch(() => null);
    expect(wrong).toBeNull();
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    for (const path of ['/backend/account', '/backend/users/search?year=2026&month=1', '/backend/companies/summary']) {
      await (await fetch(`${config.publicUrl}${path}`, { headers })).arrayBuffer();
    }
    await (await fetch(`${config.publicUrl}/backend/account`, { headers: { authorization: 'Bearer not.a.token' } })).arrayBuffer();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    const leaked = [
      DEMO_PASSWORD,
      'a-wrong-password-typed-by-mistake',
      tokens.accessToken,
      tokens.accessToken.split('.')[2]!,
      tokens.idToken,
      ...Object.values(secrets),
      'smtp-password-that-must-stay-hidden',
    ].filter((secret) => log.includes(secret));
    expect(leaked).toEqual([]);
  });
});
