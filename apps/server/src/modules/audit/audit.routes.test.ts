import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { runAs } from '../../db/actor-context.ts';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';

const PARENT = DEMO_IDS.companies.parent;
const ZURICH = DEMO_IDS.companies.zurich;
const DRIVER = DEMO_IDS.users.driver;

describe('the audit trail', () => {
  const server = useTestServer();
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    admin = await server.token('admin@demo.test');
    manager = await server.token('manager@demo.test');
  });

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await send(server, token, method, path, { body });
    return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
  };
  const events = async (token: string, query: string) => (await call(token, 'GET', `/audit-events?${query}`)).body as AuditPage;

  it('records a company setting change with who, when, which company, and the value before and after', async () => {
    const before = (await server.database.query<{ receipt_due_day: number }>('select receipt_due_day from companies where id = $1', [PARENT]))[0]!;
    const changed = await call(manager, 'PUT', `/companies/${PARENT}/settings`, { receiptDueDay: before.receipt_due_day === 28 ? 27 : 28 });
    expect(changed.status).toBe(200);

    const page = await events(manager, `entity=companies&entityId=${PARENT}`);
    const event = page.results[0]!;
    expect(event).toMatchObject({
      companyId: PARENT,
      actor: 'manager@demo.test',
      action: 'update',
      before: { receipt_due_day: before.receipt_due_day },
      after: { receipt_due_day: before.receipt_due_day === 28 ? 27 : 28 },
    });
    expect(Date.now() - Date.parse(event.occurredAt)).toBeLessThan(60_000);
  });

  it("records a driver's payment account change, without unchanged fields", async () => {
    const saved = await call(admin, 'POST', `/users/${DRIVER}/payment-account`, { iban: 'DE89370400440532013000', holder: 'Audit Check' });
    expect(saved.status).toBeLessThan(300);
    const page = await events(admin, `entity=users&entityId=${DRIVER}&actor=admin@demo.test`);
    const event = page.results.find((e) => e.after && 'iban' in e.after)!;
    expect(event.after).toMatchObject({ iban: 'DE89370400440532013000', account_holder: 'Audit Check' });
    expect(event.after).not.toHaveProperty('first_name');
    expect(event.after).not.toHaveProperty('password_hash');
  });

  it('records nothing for a refused change', async () => {
    const count = async () => (await events(admin, `entity=companies&entityId=${PARENT}`)).totalCount;
    const n = await count();
    expect((await call(manager, 'PUT', `/companies/${PARENT}/settings`, { receiptDueDay: 45 })).status).toBe(400);
    expect(await count()).toBe(n);
  });

  it('writes the record in the same transaction as the change: a rolled-back change leaves no record', async () => {
    const count = async () => (await server.database.query<{ n: number }>(`select count(*)::int as n from audit_events where entity = 'companies' and entity_id = $1`, [ZURICH]))[0]!.n;
    const n = await count();
    await expect(
      runAs({ actor: 'rollback-check' }, () =>
        server.database.transaction(async (tx) => {
          await tx.query(`update companies set name = name || ' (renamed)' where id = $1`, [ZURICH]);
          throw new Error('abort');
        }),
      ),
    ).rejects.toThrow('abort');
    expect(await count()).toBe(n);
    await runAs({ actor: 'job:audit-check' }, () => server.database.query(`update companies set policy = 'checked' where id = $1`, [ZURICH]));
    expect(await count()).toBe(n + 1);
    const [last] = await server.database.query<{ actor: string }>(`select actor from audit_events where entity_id = $1 order by id desc limit 1`, [ZURICH]);
    expect(last!.actor).toBe('job:audit-check');
  });

  it("shows a fleet manager only their own company's records, and administrators every company's", async () => {
    const mine = await events(manager, 'pageSize=200');
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.results.every((e) => e.companyId === PARENT)).toBe(true);
    const all = await events(admin, 'pageSize=200');
    expect(new Set(all.results.map((e) => e.companyId))).toContain(ZURICH);
    expect((await call(manager, 'GET', `/audit-events?entityId=${ZURICH}`)).body).toMatchObject({ totalCount: 0 });
  });

  it("lists one company's updates of a period, newest first, and counts them as the records say", async () => {
    const [span] = await server.database.query<{ from: string; to: string }>(
      `select min(occurred_at)::date::text as "from", max(occurred_at)::date::text as "to" from audit_events where company_id = $1 and action = 'update'`,
      [PARENT],
    );
    const expected = await server.database.query<{ id: string }>(
      `select id::text from audit_events where company_id = $1 and action = 'update' and occurred_at >= $2::date and occurred_at < $3::date + 1
        order by occurred_at desc, id desc`,
      [PARENT, span!.from, span!.to],
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await events(manager, `action=update&from=${span!.from}&to=${span!.to}&pageSize=200`);
    expect(page.totalCount).toBe(expected.length);
    expect(page.results.map((e) => String(e.id))).toEqual(expected.slice(0, 200).map((r) => r.id));
    expect(page.results.every((e) => e.action === 'update' && e.companyId === PARENT)).toBe(true);
  });

  it('exports the filtered trail as CSV', async () => {
    const res = await send(server, manager, 'GET', '/audit-events/export?export=CSV&entity=companies');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('manager@demo.test');
    expect(text).toContain('receipt_due_day');
  });
});
