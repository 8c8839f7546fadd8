import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestServer } from '../../test/harness.ts';
import { alertText, Browser, openSignInPage, submitForm, type Landing } from '../../test/tokens.ts';
import { hashPassword } from './passwords.ts';

const server = useTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
beforeAll(async () => {
  // Behind a proxy on the loopback: X-Forwarded-For names the client, so each attempt can come from elsewhere.
});

const PER_ACCOUNT = 20;
let lastAddress = 0;

/** `tries` wrong passwords for `email`, each from a new address; then the right password from yet another. */
async function guessFromEverywhere(email: string, tries: number) {
  const browser = new Browser();
  const from = () => (browser.headers['x-forwarded-for'] = `192.0.2.${++lastAddress % 250}`);
  from();
  const signIn = await openSignInPage(server.config, { browser });
  let page: Landing = signIn.page;
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) {
    from();
    const landing = await submitForm(signIn, { email, password: `guess-${i}` }, page as Extract<Landing, { kind: 'page' }>);
    if (landing.kind !== 'page') throw new Error('expected the login page');
    statuses.push(landing.status);
    page = landing;
  }
  from();
  const last = await submitForm(signIn, { email, password: DEMO_PASSWORD }, page as Extract<Landing, { kind: 'page' }>);
  return { statuses, last };
}

describe('password guessing from many addresses', () => {
  it('locks the account after twenty wrong passwords, whatever the addresses; even the right password is refused', async () => {
    await server.database.query(`insert into users (role, email, password_hash) values ('USER', 'spread@demo.test', $1)`, [
      await hashPassword(DEMO_PASSWORD),
    ]);
    const { statuses, last } = await guessFromEverywhere('spread@demo.test', PER_ACCOUNT);
    expect(statuses.every((s) => s === 400)).toBe(true);
    if (last.kind !== 'page') throw new Error('expected the login page, not a sign-in');
    expect(last.status).toBe(429);
    expect(alertText(last.html)).toBe('Too many failed sign-ins. Please wait a few minutes and try again.');
  });

  it('locks an e-mail without an account the same way, so the lockout says nothing about who is a customer', async () => {
    await server.database.query(`insert into users (role, email, password_hash) values ('USER', 'known@demo.test', $1)`, [
      await hashPassword('another-password'),
    ]);
    const known = await guessFromEverywhere('known@demo.test', PER_ACCOUNT);
    const unknown = await guessFromEverywhere('unknown@demo.test', PER_ACCOUNT);
    expect(unknown.statuses).toEqual(known.statuses);
    if (known.last.kind !== 'page' || unknown.last.kind !== 'page') throw new Error('expected the login page');
    expect(unknown.last.status).toBe(known.last.status);
    const page = (l: { html: string }, email: string) => l.html.replace(email, 'EMAIL').replace(/interaction\/[^/"]+/g, 'interaction/UID');
    expect(page(unknown.last, 'unknown@demo.test')).toBe(page(known.last, 'known@demo.test'));
  });

  it('does not lock a person out for a few wrong passwords from other addresses', async () => {
    await server.database.query(`insert into users (role, email, password_hash) values ('USER', 'typo@demo.test', $1)`, [
      await hashPassword(DEMO_PASSWORD),
    ]);
    const { last } = await guessFromEverywhere('typo@demo.test', 5);
    expect(last.kind).toBe('callback');
  });
});
