import { randomUUID } from 'node:crypto';
import type { CableListItem, ChargingSession, Company, CreateCableInput, CreateCompanyInput, Driver, ManualChargingSession, Role } from '@fleetwatt/shared';
import type { RowOf } from '../src/db/rows.ts';
import type { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/identity/passwords.ts';
import { api, type Answer } from './api.ts';
import type { TestServer } from './harness.ts';

/** An account a test made: its id, how it signs in, and the HTTP client acting as it. */
export interface TestAccount {
  id: string;
  email: string;
  password: string;
  api: ReturnType<ReturnType<typeof api>['as']>;
}

const PASSWORD = 'test-password-of-a-made-account';

function created<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`Making ${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/**
 * The data a test makes for itself, so that it reads no demo ids and no other test's rows: each
 * call makes a new company, person, cable or session with names of its own. Accounts are written
 * as the sign-up writes them (a row with a password hash) and sign in through the real provider;
 * everything else is made through the API, as an administrator made for the purpose.
 */
export function factories(server: TestServer) {
  let made = 0;
  const unique = () => `${randomUUID().slice(0, 8)}${++made}`;
  let administrator: Promise<TestAccount> | undefined;
  // Every made account signs in with the same password: hashed once, not per account.
  let passwordHash: Promise<string> | undefined;

  async function newAccount(role: Role, companyId: string | null, name = unique()): Promise<TestAccount> {
    const email = `${role.toLowerCase()}.${name}@made.test`;
    const [row] = await server.database.query<RowOf<typeof users, 'id'>>(
      `insert into users (company_id, role, email, password_hash, first_name, last_name, onboarding_completed, preferred_language)
       values ($1, $2, $3, $4, 'Test', $5, true, 'en') returning id`,
      [companyId, role, email, await (passwordHash ??= hashPassword(PASSWORD)), name],
    );
    return { id: row!.id, email, password: PASSWORD, api: api(server).as(email, PASSWORD) };
  }

  /** The administrator the factories act as (made once per server). */
  const admin = () => (administrator ??= newAccount('ADMINISTRATOR', null));

  return {
    admin,

    /**
     * `count` drivers of the company in one statement, named with repeats (Ida, ida or Jon; Deep 0
     * to Deep 6) so that ties fall to the id, for lists that must page past their first thousand
     * rows. Their e-mails are `deep.<n>@made.test`.
     */
    async manyDrivers(companyId: string, count: number): Promise<void> {
      await server.database.query(
        `insert into users (company_id, role, email, first_name, last_name)
         select $1, 'USER', 'deep.' || i || '@made.test', (array['Ida', 'ida', 'Jon'])[1 + i % 3], 'Deep ' || (i % 7)
           from generate_series(1, $2::int) i`,
        [companyId, count],
      );
    },

    /** A company (LIGHT in Germany unless told otherwise), made by the administrator. */
    async newCompany(fields: Partial<CreateCompanyInput> = {}): Promise<Company> {
      const body: CreateCompanyInput = { name: `Test Company ${unique()}`, country: 'GERMANY', ...fields };
      return created(await (await admin()).api.post<Company>('/companies', body), 'a company');
    },

    /** A fleet manager of the company, onboarded. */
    newManager: (companyId: string) => newAccount('FLEETMANAGER', companyId),

    /** A driver of the company who signs in (the drivers a fleet manager adds have no password yet). */
    newDriverAccount: (companyId: string) => newAccount('USER', companyId),

    /** A driver of the company, added by the administrator as a fleet manager adds one. */
    async newDriver(companyId: string, fields: Record<string, unknown> = {}): Promise<Driver> {
      const name = unique();
      const body = { firstName: 'Test', lastName: `Driver ${name}`, email: `driver.${name}@made.test`, companyId, ...fields };
      return created(await (await admin()).api.post<Driver>('/users', body), 'a driver');
    },

    /** A cable of the company; given to the driver when one is named. */
    async newCable(companyId: string, driverId?: string, fields: Partial<CreateCableInput> = {}): Promise<CableListItem> {
      const client = (await admin()).api;
      const cable = created(
        await client.post<CableListItem>('/cables', { hardwareId: `TEST-${unique().toUpperCase()}`, companyId, ...fields }),
        'a cable',
      );
      if (driverId) created(await client.put(`/users/${driverId}/cable/${cable.id}`), 'a cable assignment');
      return cable;
    },

    /** A session of the driver on the cable, entered by the administrator (an hour, 11 kWh, now unless told). */
    async newSession(driverId: string, cableId: string, fields: Partial<ManualChargingSession> = {}): Promise<ChargingSession> {
      const body: ManualChargingSession = { userId: driverId, cableId, startDate: new Date().toISOString(), durationSeconds: 3600, wattHours: 11_000, ...fields };
      return created(await (await admin()).api.post<ChargingSession>('/charging-sessions', body), 'a charging session');
    },
  };
}
