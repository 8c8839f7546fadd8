import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErasureResult, PersonExport } from '@fleetwatt/shared';
import * as schema from '../../db/schema/index.ts';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { api } from '../vehicles/vehicles.test-helpers.ts';
import { isPersonTable, PERSON_DATA } from './person-data-map.ts';

const server = useTestServer();

const MANAGER = 'manager@demo.test';
const DANIEL = DEMO_IDS.users.driver;

describe('the map of personal data', () => {
  it('classifies every table of the schema, and every table with a column that can name a person is searched for one', () => {
    const tables = Object.values(schema).filter((t) => isTable(t)) as Parameters<typeof getTableName>[0][];
    const names = tables.map((t) => getTableName(t)).sort();
    expect(names.filter((n) => !(n in PERSON_DATA))).toEqual([]);
    const personal = /(^|_)(user_id|email|iban|name|street|latitude|actor_id|by)$|_by$/;
    const unsearched = tables
      .filter((t) => !getTableName(t).startsWith('sandbox_'))
      .filter((t) => Object.values(getTableColumns(t)).some((c) => personal.test(c.name)))
      .map((t) => getTableName(t))
      .filter((name) => !isPersonTable(PERSON_DATA[name]!));
    // Only these name no person although a column looks like it: a secret's name, a job's name, the company's own IBAN.
    expect(unsearched.sort()).toEqual(['installation_secrets', 'scheduled_jobs', 'wallet_top_ups']);
  });
});

describe("a person's data", () => {
  it('the export holds every table that names the driver, each row of them, and is a line in the audit trail', async () => {
    const res = await api(server, MANAGER, 'GET', `/privacy/people/${DANIEL}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`person-${DANIEL}.json`);
    const data = res.body as PersonExport;
    expect(data.person).toMatchObject({ id: DANIEL, email: 'driver@demo.test', name: 'Daniel Driver' });
    for (const table of ['users', 'receipts', 'charging_sessions', 'vehicles', 'vehicle_telemetry', 'mileage_readings', 'tariffs', 'documents', 'reimbursement_items', 'cables', 'licenses'])
      expect(data.tables[table]?.length, table).toBeGreaterThan(0);
    expect(data.tables.users![0]).not.toHaveProperty('password_hash');
    const [audit] = await server.database.query<{ action: string; actor: string }>(
      `select action, actor from audit_events where entity = 'users' and entity_id = $1 and action = 'export'`,
      [DANIEL],
    );
    expect(audit).toEqual({ action: 'export', actor: MANAGER });
    // A driver of another company is not the fleet manager's to export.
    const other = await server.database.query<{ id: string }>(`select id from users where company_id <> $1 and role = 'USER' limit 1`, [DEMO_IDS.companies.parent]);
    expect((await api(server, MANAGER, 'GET', `/privacy/people/${other[0]!.id}/export`)).status).toBe(404);
  });

  it('erasure asks for the email again; the erased driver leaves receipts, numbers and totals intact and no personal value behind', async () => {
    const [before] = await server.database.query<{ iban: string; car_plate: string; street: string; receipts: string }>(
      `select iban, car_plate, street,
              (select string_agg(number || ':' || expense_minor || ':' || session_count, ',' order by number) from receipts where user_id = u.id) as receipts
         from users u where id = $1`,
      [DANIEL],
    );
    const [paid] = await server.database.query<{ total: number }>('select coalesce(sum(amount_minor), 0)::int as total from reimbursement_items where user_id = $1', [DANIEL]);

    const wrong = await api(server, MANAGER, 'POST', `/privacy/people/${DANIEL}/erasure`, { confirmEmail: 'someone@else.test' }, { 'accept-language': 'de' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'confirmEmail', message: expect.stringContaining('Bestätigung') });
    expect((await server.database.query('select 1 from users where id = $1 and erased_at is null', [DANIEL])).length).toBe(1);

    const res = await api(server, MANAGER, 'POST', `/privacy/people/${DANIEL}/erasure`, { confirmEmail: 'Driver@demo.test' });
    expect(res.status).toBe(200);
    const result = res.body as ErasureResult;
    expect(result.removed).toMatchObject({ vehicles: expect.any(Number), mileage_readings: expect.any(Number) });
    expect(result.anonymised).toMatchObject({ users: 1, receipts: expect.any(Number) });

    // Receipts, their numbers and totals, and what was paid stay as they were.
    const [after] = await server.database.query<{ receipts: string }>(
      `select (select string_agg(number || ':' || expense_minor || ':' || session_count, ',' order by number) from receipts where user_id = $1) as receipts`,
      [DANIEL],
    );
    expect(after!.receipts).toBe(before!.receipts);
    const [paidAfter] = await server.database.query<{ total: number }>('select coalesce(sum(amount_minor), 0)::int as total from reimbursement_items where user_id = $1', [DANIEL]);
    expect(paidAfter!.total).toBe(paid!.total);

    // No table (the stand-ins of outside services and the lines of issued invoices aside, docs/privacy.md) holds the email, name, IBAN, plate or street any more.
    const tables = await server.database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not like 'sandbox_%' and table_name not in ('schema_triggers', '__drizzle_migrations', 'invoice_lines') order by 1`,
    );
    const values = ['driver@demo.test', 'Daniel Driver', 'Driver Daniel', '"first_name": "Daniel"', before!.iban, before!.car_plate, before!.street].filter(Boolean);
    const found: string[] = [];
    for (const { table_name } of tables) {
      for (const value of values) {
        const rows = await server.database.query(`select 1 from ${table_name} x where to_jsonb(x)::text ilike $1 limit 1`, [`%${value}%`]);
        if (rows.length) found.push(`${table_name}: ${value}`);
      }
    }
    expect(found).toEqual([]);

    // The erasure is one line of the audit trail; the person can no longer be exported or erased again.
    const [audit] = await server.database.query<{ actor: string }>(`select actor from audit_events where entity = 'users' and entity_id = $1 and action = 'erase'`, [DANIEL]);
    expect(audit).toEqual({ actor: MANAGER });
    expect((await api(server, MANAGER, 'POST', `/privacy/people/${DANIEL}/erasure`, { confirmEmail: 'driver@demo.test' })).status).toBe(404);
  });
});
