import { hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { installationSecrets } from '../../db/schema/index.ts';

/** What each secret is for; one key each, so a leaked document-link key opens no session cookie. */
export const SECRET_NAMES = ['cookie-signing', 'document-links', 'token-encryption'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The secrets given in the configuration; those left out are generated once and kept in the database. */
export type ConfiguredSecrets = Partial<Record<SecretName, string | undefined>>;

export interface InstallationSecrets {
  /** 32 bytes of key material for one purpose. */
  key(name: SecretName): Buffer;
  /** Whether the secret came from the configuration (true) or was generated and stored (false). */
  configured(name: SecretName): boolean;
}

// Shared by every instance: the first to start without a stored secret creates it, the others wait.
const SECRETS_LOCK = 7_410_003;

/** A configured secret of any length becomes 32 bytes of key material for its own purpose. */
const derive = (secret: string, name: SecretName) =>
  Buffer.from(hkdfSync('sha256', secret, 'fleetwatt-installation-secret', name, 32));

/**
 * Reads the installation's secrets: the configured ones as given, the others from the database,
 * generating (32 random bytes) and storing any that is missing. No default is ever public.
 */
export async function loadInstallationSecrets(database: Database, configured: ConfiguredSecrets): Promise<InstallationSecrets> {
  const missing = SECRET_NAMES.filter((name) => !configured[name]);
  const stored = new Map<string, string>();
  if (missing.length) {
    const select = 'select name, value from installation_secrets where name = any($1::text[])';
    type Row = RowOf<typeof installationSecrets, 'name' | 'value'>;
    let rows = await database.query<Row>(select, [missing]);
    if (rows.length < missing.length) {
      rows = await database.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [SECRETS_LOCK]);
        const present = new Set((await tx.query<Row>(select, [missing])).map((r) => r.name));
        for (const name of missing.filter((n) => !present.has(n))) {
          await tx.query('insert into installation_secrets (name, value) values ($1, $2)', [name, randomBytes(32).toString('base64')]);
        }
        return tx.query<Row>(select, [missing]);
      });
    }
    for (const row of rows) stored.set(row.name, row.value);
  }
  const keys = new Map<SecretName, Buffer>(
    SECRET_NAMES.map((name) => {
      const given = configured[name];
      return [name, given ? derive(given, name) : Buffer.from(stored.get(name)!, 'base64')];
    }),
  );
  return {
    key: (name) => keys.get(name)!,
    configured: (name) => Boolean(configured[name]),
  };
}
