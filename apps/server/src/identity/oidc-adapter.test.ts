import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { createOidcAdapter, sweepExpiredOidcModels } from './oidc-adapter.ts';

let database: Database;
let drop: () => Promise<void>;
let Adapter: ReturnType<typeof createOidcAdapter>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  Adapter = createOidcAdapter(database);
});
afterAll(async () => {
  await drop?.();
});

const rows = async (kind: string) =>
  (await database.query<{ n: number }>('select count(*)::int as n from oidc_models where kind = $1', [kind]))[0]!.n;

describe('the identity provider storage', () => {
  it('stores, finds, replaces and destroys a model', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a', grantId: 'g1', nested: { list: [1, 2] } }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a', grantId: 'g1', nested: { list: [1, 2] } });
    await codes.upsert('c1', { accountId: 'b', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'b', grantId: 'g1' });
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('keeps models of different kinds apart under the same id', async () => {
    await new Adapter('Session').upsert('same', { uid: 'u-same', kind: 'session' }, 60);
    await new Adapter('Interaction').upsert('same', { kind: 'interaction' }, 60);
    expect(await new Adapter('Session').find('same')).toMatchObject({ kind: 'session' });
    expect(await new Adapter('Interaction').find('same')).toMatchObject({ kind: 'interaction' });
  });

  it('marks a consumed code as consumed', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    expect(await codes.find('c2')).not.toHaveProperty('consumed');
    await codes.consume('c2');
    const consumed = (await codes.find('c2'))?.consumed;
    expect(typeof consumed).toBe('number');
    expect(Math.abs((consumed as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('ignores expired models and sweeps them away', async () => {
    const interactions = new Adapter('Interaction');
    await interactions.upsert('old', { returnTo: 'x' }, -1);
    await interactions.upsert('live', { returnTo: 'y' }, 60);
    expect(await interactions.find('old')).toBeUndefined();
    expect(await interactions.find('live')).toBeDefined();
    await sweepExpiredOidcModels(database);
    const left = await database.query<{ id: string }>(`select id from oidc_models where kind = 'Interaction' order by id`);
    expect(left.map((r) => r.id)).toEqual(['live', 'same']);
  });

  it('keeps models without an expiry until they are destroyed', async () => {
    const grants = new Adapter('Grant');
    await grants.upsert('forever', { accountId: 'a' });
    await sweepExpiredOidcModels(database);
    expect(await grants.find('forever')).toEqual({ accountId: 'a' });
  });

  it('finds a session by its uid', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUid('uid-unknown')).toBeUndefined();
  });

  it('finds a device code by its user code', async () => {
    const devices = new Adapter('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  it('revokes the tokens of one grant and kind, and nothing else', async () => {
    const access = new Adapter('AccessToken');
    const codes = new Adapter('AuthorizationCode');
    await access.upsert('t1', { grantId: 'revoked' }, 60);
    await access.upsert('t2', { grantId: 'kept' }, 60);
    await codes.upsert('c3', { grantId: 'revoked' }, 60);
    await access.revokeByGrantId('revoked');
    expect(await access.find('t1')).toBeUndefined();
    expect(await access.find('t2')).toBeDefined();
    expect(await codes.find('c3')).toBeDefined();
    expect(await rows('AccessToken')).toBe(1);
  });
});
