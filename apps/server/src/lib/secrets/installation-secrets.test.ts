import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { loadInstallationSecrets, SECRET_NAMES } from './installation-secrets.ts';
import { sealedBox } from './sealed-box.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
});
afterAll(async () => drop?.());

describe("the installation's secrets", () => {
  it('are generated once on the first start, kept, and the same for every instance that starts alongside', async () => {
    const [first, second] = await Promise.all([loadInstallationSecrets(database, {}), loadInstallationSecrets(database, {})]);
    const later = await loadInstallationSecrets(database, {});
    for (const name of SECRET_NAMES) {
      expect(first.key(name)).toHaveLength(32);
      expect(first.key(name).equals(second.key(name))).toBe(true);
      expect(first.key(name).equals(later.key(name))).toBe(true);
      expect(first.configured(name)).toBe(false);
    }
    const rows = await database.query<{ name: string }>('select name from installation_secrets order by name');
    expect(rows.map((r) => r.name)).toEqual([...SECRET_NAMES].sort());
  });

  it('give each purpose its own key, and a configured secret wins without being stored', async () => {
    const stored = await loadInstallationSecrets(database, {});
    expect(stored.key('cookie-signing').equals(stored.key('document-links'))).toBe(false);
    const configured = await loadInstallationSecrets(database, { 'token-encryption': 'a configured secret of at least 32 characters' });
    expect(configured.configured('token-encryption')).toBe(true);
    expect(configured.key('token-encryption').equals(stored.key('token-encryption'))).toBe(false);
    expect(configured.key('document-links').equals(stored.key('document-links'))).toBe(true);
    const again = await loadInstallationSecrets(database, { 'token-encryption': 'a configured secret of at least 32 characters' });
    expect(again.key('token-encryption').equals(configured.key('token-encryption'))).toBe(true);
    const values = await database.query<{ value: string }>('select value from installation_secrets');
    expect(values.map((r) => r.value)).not.toContain(configured.key('token-encryption').toString('base64'));
  });
});

describe('a sealed box', () => {
  const key = Buffer.alloc(32, 7);

  it('gives back what was sealed, and never the same text twice', () => {
    const box = sealedBox(key, 'provider-token');
    const a = box.seal('refresh-token-ä€');
    const b = box.seal('refresh-token-ä€');
    expect(a).not.toBe(b);
    expect(a).not.toContain('refresh-token');
    expect(box.isSealed(a)).toBe(true);
    expect(box.isSealed('refresh-token')).toBe(false);
    expect(box.open(a)).toBe('refresh-token-ä€');
  });

  it('refuses a value that was altered, sealed with another key or for another purpose', () => {
    const sealed = sealedBox(key, 'provider-token').seal('secret');
    const raw = Buffer.from(sealed.slice('sealed:v1:'.length), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => sealedBox(key, 'provider-token').open(`sealed:v1:${raw.toString('base64url')}`)).toThrow();
    expect(() => sealedBox(Buffer.alloc(32, 8), 'provider-token').open(sealed)).toThrow();
    expect(() => sealedBox(key, 'other-purpose').open(sealed)).toThrow();
    expect(() => sealedBox(key, 'provider-token').open('plain value')).toThrow();
  });
});
