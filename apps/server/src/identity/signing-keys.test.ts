import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../demo/seed-demo.ts';
import { DEMO_PASSWORD, openTestDatabase } from '../../test/harness.ts';
import { fetchAccessToken, openSignInPage, readForm, submitForm, tokensFrom, type SignInPage } from '../../test/tokens.ts';
import { freePort } from '../../test/free-port.ts';


const configFor = (port: number, publicPort = port): Config =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
    LOG_LEVEL: 'silent',
  });

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()!();
});

async function freshDatabase() {
  const { database, drop } = await openTestDatabase();
  cleanup.push(drop);
  await migrate(database);
  await seedDemoData(database);
  return database;
}

const kids = async (config: Config) =>
  ((await (await fetch(`${config.identity.issuer}/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

const accountStatus = async (config: Config, token: string) =>
  (await fetch(`${config.publicUrl}/backend/account`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('the signing keys', () => {
  it('survive a restart on the same database, and so do the tokens signed with them', async () => {
    const database = await freshDatabase();
    const config = configFor(await freePort());

    const first = await buildApp({ config, database });
    await first.listen({ port: config.port, host: config.host });
    const token = await fetchAccessToken(config, 'manager@demo.test', DEMO_PASSWORD);
    const kidsBefore = await kids(config);
    await first.close();
    // Let this process's HTTP client notice the closed keep-alive sockets before reusing the port.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const second = await buildApp({ config, database });
    cleanup.push(() => second.close());
    await second.listen({ port: config.port, host: config.host });
    expect(await kids(config)).toEqual(kidsBefore);
    expect(await accountStatus(config, token)).toBe(200);
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from oidc_signing_keys');
    expect(row!.n).toBe(1);
  });

  it('are the same for instances that start at the same time, which share sign-ins too', async () => {
    const database = await freshDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    // Two instances behind one public address, as behind a load balancer.
    const configA = configFor(portA);
    const configB = configFor(portB, portA);
    const apps: FastifyInstance[] = await Promise.all([
      buildApp({ config: configA, database }),
      buildApp({ config: configB, database }),
    ]);
    for (const app of apps) cleanup.push(() => app.close());
    await apps[0]!.listen({ port: portA, host: '127.0.0.1' });
    await apps[1]!.listen({ port: portB, host: '127.0.0.1' });
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from oidc_signing_keys');
    expect(row!.n).toBe(1);

    // The sign-in starts on instance A; its login form is posted to instance B.
    const signIn: SignInPage = await openSignInPage(configA);
    const { action } = readForm(signIn.page.html, signIn.page.url);
    const onB = new URL(action);
    onB.port = String(portB);
    const page = { ...signIn.page, html: signIn.page.html.replace(/action="[^"]*"/, `action="${onB.href}"`) };
    const landing = await submitForm(signIn, { email: 'light@demo.test', password: DEMO_PASSWORD }, page);
    const tokens = await tokensFrom(configA, signIn, landing);

    // And the API of instance B accepts what instance A issued.
    const res = await fetch(`http://127.0.0.1:${portB}/backend/account`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(res.status).toBe(200);
  });
});
