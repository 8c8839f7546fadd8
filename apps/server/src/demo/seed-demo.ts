import type { Database } from '../db/database.ts';
import { hashPassword } from '../identity/passwords.ts';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'ADMINISTRATOR', what: 'administrator of every company' },
  { email: 'manager@demo.test', role: 'FLEETMANAGER', what: 'fleet manager of a PRO company with two child companies' },
  { email: 'light@demo.test', role: 'FLEETMANAGER', what: 'fleet manager of a LIGHT company' },
  { email: 'newcomer@demo.test', role: 'FLEETMANAGER', what: 'fleet manager who has not finished onboarding' },
  { email: 'driver@demo.test', role: 'USER', what: 'driver (mobile app and driver API)' },
] as const;

export const DEMO_ACCOUNTS_TEXT = [
  `Demo accounts (password: ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${a.role.padEnd(14)} ${a.what}`),
].join('\n');

/** Fixed ids so that links, tests and screenshots stay the same from one start to the next. */
export const DEMO_IDS = {
  companies: {
    parent: '10000000-0000-4000-8000-000000000001',
    childMunich: '10000000-0000-4000-8000-000000000002',
    childVienna: '10000000-0000-4000-8000-000000000003',
    light: '10000000-0000-4000-8000-000000000004',
    newcomer: '10000000-0000-4000-8000-000000000005',
    zurich: '10000000-0000-4000-8000-000000000006',
    austin: '10000000-0000-4000-8000-000000000007',
  },
  users: {
    admin: '20000000-0000-4000-8000-000000000001',
    manager: '20000000-0000-4000-8000-000000000002',
    light: '20000000-0000-4000-8000-000000000003',
    newcomer: '20000000-0000-4000-8000-000000000004',
    driver: '20000000-0000-4000-8000-000000000005',
  },
} as const;

/** Loads the demo data set into an empty database; deterministic, so every start looks the same. */
export async function seedDemoData(database: Database): Promise<{ durationMs: number }> {
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const c = DEMO_IDS.companies;
  const u = DEMO_IDS.users;
  await database.transaction(async (tx) => {
    await tx.query(
      `insert into companies (id, name, email, country, language, parent_id, subscription_type, features, address_street, address_zip, address_city)
       values
        ($1, 'Voltwerk Holding GmbH', 'fleet@voltwerk.example', 'GERMANY', 'GERMAN', null, 'PRO', '{CarApi,PaymentPlus}', 'Leopoldstraße 12', '80802', 'München'),
        ($2, 'Voltwerk München GmbH', 'muenchen@voltwerk.example', 'GERMANY', 'GERMAN', $1, 'PRO', '{CarApi}', 'Sonnenstraße 3', '80331', 'München'),
        ($3, 'Voltwerk Wien GmbH', 'wien@voltwerk.example', 'AUSTRIA', 'GERMAN', $1, 'PRO', '{}', 'Praterstraße 20', '1020', 'Wien'),
        ($4, 'Alpenstrom KG', 'office@alpenstrom.example', 'AUSTRIA', 'GERMAN', null, 'LIGHT', '{}', 'Museumstraße 5', '6020', 'Innsbruck'),
        ($5, 'Neuland Mobility GmbH', 'hello@neuland.example', 'GERMANY', 'ENGLISH', null, 'LIGHT', '{}', 'Torstraße 100', '10119', 'Berlin'),
        ($6, 'Limmat Fleet AG', 'fleet@limmat.example', 'SWITZERLAND', 'GERMAN', null, 'PRO', '{CarApi}', 'Bahnhofstrasse 1', '8001', 'Zürich'),
        ($7, 'Lone Star EV Inc.', 'fleet@lonestar.example', 'UNITED_STATES', 'ENGLISH', null, 'LIGHT', '{}', '500 Congress Ave', '78701', 'Austin')`,
      [c.parent, c.childMunich, c.childVienna, c.light, c.newcomer, c.zurich, c.austin],
    );
    await tx.query(
      `insert into users (id, company_id, role, email, password_hash, first_name, last_name, onboarding_completed)
       values
        ($1, null, 'ADMINISTRATOR', 'admin@demo.test', $6, 'Ada', 'Admin', true),
        ($2, $7, 'FLEETMANAGER', 'manager@demo.test', $6, 'Max', 'Manager', true),
        ($3, $8, 'FLEETMANAGER', 'light@demo.test', $6, 'Lena', 'Licht', true),
        ($4, $9, 'FLEETMANAGER', 'newcomer@demo.test', $6, 'Nina', 'Neu', false),
        ($5, $7, 'USER', 'driver@demo.test', $6, 'Daniel', 'Driver', true)`,
      [u.admin, u.manager, u.light, u.newcomer, u.driver, passwordHash, c.parent, c.light, c.newcomer],
    );
  });
  return { durationMs: performance.now() - started };
}

/** Seeds on the first start only: a database with any company keeps what it has. */
export async function seedDemoIfEmpty(database: Database) {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from companies');
  if ((row?.n ?? 0) > 0) return null;
  return seedDemoData(database);
}
