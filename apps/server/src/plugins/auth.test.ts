import { beforeAll, describe, expect, it } from 'vitest';
import { base64url, decodeJwt, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { DEMO_PASSWORD, useTestServer } from '../../test/harness.ts';
import { fetchTokens, type Tokens } from '../../test/tokens.ts';

/**
 * The API refuses every token it should not trust. Forged tokens are signed with the provider's
 * real key (read from its table) wherever only one claim is meant to be wrong, so each test
 * fails for the one reason it names; the control tests show such a forgery is otherwise accepted.
 */

const server = useTestServer();
let tokens: Tokens;
let realKey: Awaited<ReturnType<typeof importJWK>>;
let kid: string;
let claims: JWTPayload;

beforeAll(async () => {
  tokens = await fetchTokens(server.config, 'manager@demo.test', DEMO_PASSWORD);
  const [row] = await server.database.query<{ private_jwk: Record<string, string> & { kid: string } }>(
    'select private_jwk from oidc_signing_keys',
  );
  kid = row!.private_jwk.kid;
  realKey = await importJWK(row!.private_jwk, 'RS256');
  claims = decodeJwt(tokens.accessToken);
});

const now = () => Math.floor(Date.now() / 1000);

function forge(
  overrides: JWTPayload = {},
  { key = realKey, alg = 'RS256', keyId = kid, omit = [] as string[] } = {},
): Promise<string> {
  const payload: JWTPayload = { ...claims, iat: now(), exp: now() + 600, ...overrides };
  for (const name of omit) delete payload[name];
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'at+jwt', kid: keyId }).sign(key);
}

async function callAccount(authorization?: string) {
  const res = await fetch(`${server.baseUrl}/backend/account`, {
    headers: authorization ? { authorization } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
}

async function expectRefused(authorization?: string) {
  const res = await callAccount(authorization);
  expect(res.status).toBe(401);
  expect(res.type).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
}

describe('the API with a valid token', () => {
  it('answers the real token of the provider', async () => {
    expect((await callAccount(`Bearer ${tokens.accessToken}`)).status).toBe(200);
  });

  it('answers a copy signed with the same key and the same claims (the forging is faithful)', async () => {
    expect((await callAccount(`Bearer ${await forge()}`)).status).toBe(200);
  });
});

describe('the API answers 401 problem+json', () => {
  it('without a token', async () => {
    await expectRefused();
  });

  it('for an authorization header that is not a bearer token', async () => {
    await expectRefused(`Basic ${Buffer.from('manager@demo.test:demo-password').toString('base64')}`);
    await expectRefused('Bearer');
    await expectRefused('Bearer not-a-jwt');
  });

  it('for an expired token', async () => {
    await expectRefused(`Bearer ${await forge({ iat: now() - 7200, exp: now() - 60 })}`);
  });

  it('for a token without an expiry', async () => {
    await expectRefused(`Bearer ${await forge({}, { omit: ['exp'] })}`);
  });

  it('for a token that is not valid yet', async () => {
    await expectRefused(`Bearer ${await forge({ nbf: now() + 600 })}`);
  });

  it('for a token of another issuer', async () => {
    await expectRefused(`Bearer ${await forge({ iss: 'https://issuer.elsewhere.example' })}`);
  });

  it('for a token of another audience', async () => {
    await expectRefused(`Bearer ${await forge({ aud: 'https://api.elsewhere.example' })}`);
  });

  it('for the ID token, which is meant for the web app and not for the API', async () => {
    await expectRefused(`Bearer ${tokens.idToken}`);
  });

  it('for a token whose signature was tampered with', async () => {
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expectRefused(`Bearer ${header}.${payload}.${flipped}`);
  });

  it('for a token whose claims were changed after signing', async () => {
    const [header, , signature] = tokens.accessToken.split('.') as [string, string, string];
    const promoted = base64url.encode(JSON.stringify({ ...claims, [server.config.identity.rolesClaim]: ['ADMINISTRATOR'] }));
    await expectRefused(`Bearer ${header}.${promoted}.${signature}`);
  });

  it('for an unsigned token (alg none)', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid }));
    const payload = base64url.encode(JSON.stringify({ ...claims, iat: now(), exp: now() + 600 }));
    await expectRefused(`Bearer ${header}.${payload}.`);
  });

  it('for a token signed by a different key, even under the real key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(`Bearer ${await forge({}, { key: privateKey })}`);
    await expectRefused(`Bearer ${await forge({}, { key: privateKey, keyId: 'someone-else' })}`);
  });

  it('for a token signed HS256 with the public key as the secret', async () => {
    const { keys } = (await (await fetch(`${server.config.identity.issuer}/jwks`)).json()) as { keys: { n: string }[] };
    const secret = new TextEncoder().encode(JSON.stringify(keys[0]));
    await expectRefused(`Bearer ${await forge({}, { key: secret, alg: 'HS256' })}`);
  });

  it('for a well-signed token of someone who has no account', async () => {
    await expectRefused(
      `Bearer ${await forge({ sub: '20000000-0000-4000-8000-0000000000ff', email: 'ghost@demo.test' })}`,
    );
  });

  it('for a well-signed token without any role', async () => {
    await expectRefused(`Bearer ${await forge({}, { omit: [server.config.identity.rolesClaim] })}`);
  });
});

describe('a caller remembered between calls', () => {
  it('is refused once the token expires, however recently it was accepted', async () => {
    const token = await forge({ exp: now() + 2 });
    expect((await callAccount(`Bearer ${token}`)).status).toBe(200);
    expect((await callAccount(`Bearer ${token}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (now() + 2) * 1000 - Date.now() + 1200));
    await expectRefused(`Bearer ${token}`);
  });

  it('is never a reason to accept a tampered copy of an accepted token', async () => {
    const token = await forge();
    expect((await callAccount(`Bearer ${token}`)).status).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    await expectRefused(`Bearer ${header}.${payload}.${signature.slice(0, -4)}AAAA`);
  });
});
