import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../db/database.ts';
import type { RowOf } from '../db/rows.ts';
import type { oidcSigningKeys } from '../db/schema/index.ts';

// Shared by every instance: the first to start with an empty table creates the key, the others wait.
const SIGNING_KEY_LOCK = 7_410_002;

export type PrivateJwk = JWK & { kid: string };

async function generateSigningKey(): Promise<PrivateJwk> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint({ kty: 'RSA', e: jwk.e, n: jwk.n });
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

/**
 * The provider's signing keys, newest first: read from the database, or generated (RSA 2048) and
 * stored on the very first start. The newest key signs; the others are still published.
 */
export async function loadSigningKeys(database: Database): Promise<PrivateJwk[]> {
  const select = 'select private_jwk from oidc_signing_keys order by created_at desc, kid';
  type Row = RowOf<typeof oidcSigningKeys, 'private_jwk'>;
  // The keys are written by this module (below), each a private JWK with its kid.
  const existing = await database.query<Row>(select);
  if (existing.length) return existing.map((r) => r.private_jwk as PrivateJwk);
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK]);
    const rows = await tx.query<Row>(select);
    if (rows.length) return rows.map((r) => r.private_jwk as PrivateJwk);
    const key = await generateSigningKey();
    await tx.query('insert into oidc_signing_keys (kid, private_jwk) values ($1, $2::jsonb)', [
      key.kid,
      JSON.stringify(key),
    ]);
    return [key];
  });
}
