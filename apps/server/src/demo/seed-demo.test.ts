import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  LICENSE_STATUSES,
  PAYMENT_TRANSACTION_STATUSES,
  REIMBURSEMENT_ITEM_STATUSES,
  RENEWAL_STATUSES,
  REVIEW_STATUSES,
  TARIFF_REJECTION_REASONS,
  TARIFF_STATUSES,
} from '@fleetwatt/shared';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { buildDemoRows, demoContext } from './build-demo.ts';
import type { DemoRows } from './model.ts';
import { DEMO_IDS, seedDemoData, seedDemoIfEmpty, type SeedResult } from './seed-demo.ts';

// A fixed moment in the middle of a month, so the demo window spans two calendar years and the
// current month is half gone.
const NOW = new Date('2026-03-16T14:30:00Z');
const MONTH_START = '2026-03-01T00:00:00Z';

/** Every table the demo fills, in the order of the data model. */
const TABLES = [
  'companies',
  'users',
  'documents',
  'cables',
  'cable_assignments',
  'licenses',
  'license_renewals',
  'tariffs',
  'charging_sessions',
  'receipts',
  'reimbursements',
  'reimbursement_items',
  'payment_transactions',
  'payment_transaction_reimbursements',
  'invoice_number_sequences',
  'invoices',
  'invoice_lines',
  'invoice_payments',
  'vehicles',
  'vehicle_telemetry',
  'mileage_readings',
  'invites',
  'notifications',
  'modal_seen',
  'email_outbox',
  'provider_connections',
] as const;

let database: Database;
let drop: () => Promise<void>;
let seeded: SeedResult;

async function values(sql: string, params: unknown[] = []): Promise<unknown[]> {
  return (await database.query<{ v: unknown }>(sql, params)).map((r) => r.v);
}
async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await database.query<{ n: number | string }>(sql, params);
  return Number(row!.n);
}

/** One checksum per table over all its rows in a stable order; the salted password hash is left out. */
async function digest(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ d: string }>(
      `select md5(coalesce(string_agg(x, '|' order by x), '')) as d
         from (select (to_jsonb(t) - 'password_hash')::text as x from ${table} t) rows`,
    );
    out[table] = row!.d;
  }
  return out;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  seeded = await seedDemoData(database, { now: NOW });
  console.info(`demo seed on ${database.kind}: ${Math.round(seeded.durationMs)} ms`, seeded.counts);
});
afterAll(() => drop?.());

describe('the demo data', () => {
  it('comes out the same in a second database for the same moment', async () => {
    const second = await openTestDatabase();
    try {
      await migrate(second.database);
      await seedDemoData(second.database, { now: new Date(NOW.getTime()) });
      expect(await digest(second.database)).toEqual(await digest(database));
    } finally {
      await second.drop();
    }
  });

  it('fills every table a page shows', async () => {
    for (const table of TABLES) {
      expect(await count(`select count(*)::int as n from ${table}`), table).toBeGreaterThan(0);
    }
    expect(await count(`select count(*)::int as n from users where role = 'USER' and company_id is not null`)).toBeGreaterThanOrEqual(75);
    expect(await count('select count(*)::int as n from charging_sessions')).toBeGreaterThan(5000);
  });

  it('keeps the five demo accounts and the seven companies, the PRO parent with exactly two children', async () => {
    expect(await values('select email as v from users where password_hash is not null order by email')).toEqual(
      expect.arrayContaining(['admin@demo.test', 'driver@demo.test', 'light@demo.test', 'manager@demo.test', 'newcomer@demo.test']),
    );
    expect(await values('select id as v from companies order by id')).toEqual(Object.values(DEMO_IDS.companies).sort());
    const children = await database.query<{ name: string; country: string }>(
      'select name, country from companies where parent_id = $1 order by name',
      [DEMO_IDS.companies.parent],
    );
    expect(children).toEqual([
      { name: 'Voltwerk München GmbH', country: 'GERMANY' },
      { name: 'Voltwerk Wien GmbH', country: 'AUSTRIA' },
    ]);
    expect(await values('select subscription_type as v from companies where id = $1', [DEMO_IDS.companies.parent])).toEqual(['PRO']);
    expect(await values('select currency as v from tariffs where company_id = $1 limit 1', [DEMO_IDS.companies.zurich])).toEqual(['CHF']);
    expect(await values('select currency as v from tariffs where company_id = $1 limit 1', [DEMO_IDS.companies.austin])).toEqual(['USD']);
  });

  it('gives driver@demo.test a cable, an active license, a valid tariff and sessions', async () => {
    const driver = DEMO_IDS.users.driver;
    expect(await count(`select count(*)::int as n from cables where user_id = $1 and status = 'ACTIVE'`, [driver])).toBe(1);
    expect(await count(`select count(*)::int as n from licenses where user_id = $1 and type = 'HOME_CHARGING' and status = 'ACTIVE'`, [driver])).toBe(1);
    expect(await count(`select count(*)::int as n from tariffs where user_id = $1 and status = 'VALID' and end_date is null`, [driver])).toBe(1);
    expect(await count(`select count(*)::int as n from charging_sessions where user_id = $1 and reimbursable`, [driver])).toBeGreaterThan(50);
    expect(await values('select company_id as v from users where id = $1', [driver])).toEqual([DEMO_IDS.companies.parent]);
  });

  it('shows every charging-session error code, review status and source', async () => {
    expect((await values('select distinct error_code as v from charging_sessions order by 1')).map(Number)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await values('select distinct review_status as v from charging_sessions order by 1')).toEqual([...REVIEW_STATUSES].sort());
    expect(await values('select distinct source as v from charging_sessions order by 1')).toEqual(['CABLE', 'EXTERNAL', 'MANUAL']);
    // Each error code is a few percent of the sessions, not a handful and not a flood.
    const total = await count('select count(*)::int as n from charging_sessions');
    for (const code of [1, 2, 3, 4, 5]) {
      const n = await count('select count(*)::int as n from charging_sessions where error_code = $1', [code]);
      expect(n / total, `error code ${code}`).toBeGreaterThan(0.005);
      expect(n / total, `error code ${code}`).toBeLessThan(0.05);
    }
  });

  it('shows every license, renewal, tariff, invoice, reimbursement-item and payment status', async () => {
    const distinct = (sql: string) => values(sql).then((v) => (v as string[]).sort());
    expect(await distinct('select distinct status as v from licenses')).toEqual([...LICENSE_STATUSES].sort());
    expect(await distinct('select distinct status as v from license_renewals')).toEqual([...RENEWAL_STATUSES].sort());
    expect(await distinct('select distinct status as v from tariffs')).toEqual([...TARIFF_STATUSES].sort());
    expect(await distinct('select distinct rejection_reason as v from tariffs where rejection_reason is not null')).toEqual(
      [...TARIFF_REJECTION_REASONS].sort(),
    );
    expect(await distinct('select distinct status as v from invoices')).toEqual([...INVOICE_STATUSES].sort());
    expect(await distinct('select distinct status as v from reimbursement_items')).toEqual([...REIMBURSEMENT_ITEM_STATUSES].sort());
    expect(await distinct('select distinct status as v from payment_transactions')).toEqual([...PAYMENT_TRANSACTION_STATUSES].sort());
    expect(await distinct('select distinct status as v from invites')).toEqual(['ACCEPTED', 'DECLINED', 'PENDING']);
    expect(await distinct('select distinct status as v from cables')).toEqual(['ACTIVE', 'INACTIVE']);
  });

  it('prices every session with kWh x tariff price, rounded half-up to the cent', async () => {
    // numeric round() rounds halves away from zero: half-up for these non-negative amounts.
    const wrong = await database.query(
      `select id, watt_hours, tariff_price, expense_minor from charging_sessions
        where expense_minor <> case when watt_hours is null or tariff_price is null then 0
                                    else round(watt_hours::numeric * tariff_price / 100000)::int end`,
    );
    expect(wrong).toEqual([]);
    expect(await count('select count(*)::int as n from charging_sessions where tariff_price is not null and watt_hours is not null')).toBeGreaterThan(5000);
  });

  it('prices sessions with the tariff of their driver valid at their start, and reimburses only what the rules allow', async () => {
    const outside = await database.query(
      `select s.id from charging_sessions s join tariffs t on t.id = s.tariff_id
        where t.user_id <> s.user_id or t.status = 'INVALID' or t.price_per_kwh <> s.tariff_price
           or t.start_date > (s.start_date at time zone 'UTC')::date
           or (t.end_date is not null and t.end_date < (s.start_date at time zone 'UTC')::date)`,
    );
    expect(outside).toEqual([]);
    const wronglyReimbursable = await database.query(
      `select s.id from charging_sessions s left join tariffs t on t.id = s.tariff_id
        where s.reimbursable <> (coalesce(t.status = 'VALID', false) and s.error_code = 0 and s.review_status <> 'IGNORED')`,
    );
    expect(wronglyReimbursable).toEqual([]);
    // The same session is never stored twice for a cable.
    expect(
      await count(
        `select count(*)::int as n from (select cable_id, start_date, mobile_identifier_index from charging_sessions
          where cable_id is not null group by 1, 2, 3 having count(*) > 1) d`,
      ),
    ).toBe(0);
  });

  it('numbers invoices without gaps per year and leaves drafts unnumbered', async () => {
    const rows = await database.query<{ number: string | null; number_year: number | null; number_seq: number | null; status: string }>(
      'select number, number_year, number_seq, status from invoices order by number_year, number_seq',
    );
    const numbered = rows.filter((r) => r.number !== null);
    expect(rows.filter((r) => r.status === 'DRAFT').every((r) => r.number === null)).toBe(true);
    const years = [...new Set(numbered.map((r) => r.number_year!))];
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const year of years) {
      const seqs = numbered.filter((r) => r.number_year === year).map((r) => r.number_seq!);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      for (const r of numbered.filter((x) => x.number_year === year)) {
        expect(r.number).toBe(`${year}-${String(r.number_seq).padStart(4, '0')}`);
      }
      expect(await values('select last_number as v from invoice_number_sequences where year = $1', [year])).toEqual([seqs.length]);
    }
  });

  it('adds up invoices with the VAT of the company country (reverse charge for Austria with a VAT number), rounded once per invoice', async () => {
    const wrong = await database.query(
      `select i.number from invoices i join companies c on c.id = i.company_id
        where i.total_net_minor <> (select sum(l.net_minor) from invoice_lines l where l.invoice_id = i.id)
           or i.tax_rate_bp <> case when i.vat_category = 'AE' then 0 when c.country = 'AUSTRIA' then 2000 when c.country = 'GERMANY' then 1900 when c.country = 'SWITZERLAND' then 810 else 0 end
           or (i.vat_category = 'AE') <> (c.country = 'AUSTRIA' and c.vat_number is not null)
           or i.tax_minor <> round(i.total_net_minor::numeric * i.tax_rate_bp / 10000)
           or i.total_gross_minor <> i.total_net_minor + i.tax_minor
           or (i.status = 'PAID' and i.paid_minor <> i.total_gross_minor)
           or (i.status = 'PARTIALLYPAID' and not (i.paid_minor > 0 and i.paid_minor < i.total_gross_minor))`,
    );
    expect(wrong).toEqual([]);
  });

  it('totals receipts from their sessions and never reuses a receipt number', async () => {
    const wrongTotals = await database.query(
      `select r.id from receipts r
        where r.superseded_at is null
          and (r.session_count, r.energy_wh, r.expense_minor) <>
              (select count(*), coalesce(sum(s.watt_hours), 0), coalesce(sum(s.expense_minor), 0)
                 from charging_sessions s where s.receipt_id = r.id)`,
    );
    expect(wrongTotals).toEqual([]);
    expect(await count(`select count(*)::int as n from (select user_id, number from receipts group by 1, 2 having count(*) > 1) d`)).toBe(0);
    expect(
      await count(`select count(*)::int as n from users u where u.next_receipt_number <= (select coalesce(max(number), 0) from receipts r where r.user_id = u.id)`),
    ).toBe(0);
    // Corrections point at the receipt they replace, which is superseded; last month's receipts are drafts.
    expect(
      await count(
        `select count(*)::int as n from receipts c join receipts o on o.id = c.corrects_receipt_id
          where o.superseded_at is not null and c.number > o.number and c.period_month = o.period_month`,
      ),
    ).toBeGreaterThan(0);
    expect(await values(`select distinct status as v from receipts where period_year = 2026 and period_month = 2`)).toEqual(['DRAFT']);
    expect(await values(`select distinct status as v from receipts where period_year = 2026 and period_month = 1`)).toEqual(['SUBMITTED']);
  });

  it('gives IBANs that pass the ISO 13616 check', async () => {
    const ibans = (await values('select iban as v from users where iban is not null')) as string[];
    expect(ibans.length).toBeGreaterThan(30);
    for (const iban of ibans) {
      const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      let rest = 0;
      for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
      expect(rest, iban).toBe(1);
    }
  });

  it('covers the twelve months before the current one and the current month up to now', async () => {
    const months = await values(
      `select distinct to_char(start_date at time zone 'UTC', 'YYYY-MM') as v from charging_sessions order by 1`,
    );
    expect(months).toEqual([
      '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08',
      '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    // Sessions, telemetry and readings go on into the current month; the ended business does not.
    const late = await database.query(
      `select 'session' as what from charging_sessions where created_at > $1 or updated_at > $1
       union all select 'telemetry' from vehicle_telemetry where changed_at > $1 or created_at > $1
       union all select 'mileage' from mileage_readings where read_at > $1 or created_at > $1
       union all select 'vehicle' from vehicles where last_seen_at > $1 or updated_at > $1`,
      [NOW],
    );
    expect(late).toEqual([]);
    const ended = await database.query(
      `select 'payment' as what from payment_transactions where booked_at >= $1
       union all select 'receipt' from receipts where updated_at > $1 or period_year * 12 + period_month >= 2026 * 12 + 3
       union all select 'reimbursement' from reimbursements where updated_at >= $1`,
      [MONTH_START],
    );
    expect(ended).toEqual([]);
    expect(await count('select count(*)::int as n from vehicle_telemetry where changed_at >= $1', [MONTH_START])).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from mileage_readings where read_at >= $1', [MONTH_START])).toBeGreaterThan(0);
    // Odometers only go forward.
    expect(
      await count(
        `select count(*)::int as n from (select odometer_km < lag(odometer_km) over (partition by vehicle_id order by changed_at) as back
           from vehicle_telemetry) x where back`,
      ),
    ).toBe(0);
  });

  it('gives driver@demo.test sessions in the current month, as many per day as in the others', async () => {
    expect(
      await count('select count(*)::int as n from charging_sessions where user_id = $1 and start_date >= $2', [DEMO_IDS.users.driver, MONTH_START]),
    ).toBeGreaterThanOrEqual(3);
    const elapsedDays = (NOW.getTime() - new Date(MONTH_START).getTime()) / 86_400_000;
    const current = await count('select count(*)::int as n from charging_sessions where start_date >= $1', [MONTH_START]);
    const ended = await count('select count(*)::int as n from charging_sessions where start_date < $1', [MONTH_START]);
    const ratio = current / elapsedDays / (ended / 365);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.3);
  });

  it('has no session that starts, ends or arrives after now', async () => {
    expect(
      await count(
        `select count(*)::int as n from charging_sessions
          where start_date > $1 or start_date + make_interval(secs => abs(duration_seconds)) > $1 or created_at > $1`,
        [NOW],
      ),
    ).toBe(0);
    // The newest sessions are a little older than now, not cut off at the month start.
    const [latest] = await database.query<{ v: Date }>('select max(start_date + make_interval(secs => abs(duration_seconds))) as v from charging_sessions');
    expect(new Date(latest!.v).getTime()).toBeGreaterThan(NOW.getTime() - 2 * 86_400_000);
  });

  it('keeps the current month out of receipts and leaves its reviews open', async () => {
    expect(
      await count('select count(*)::int as n from charging_sessions where start_date >= $1 and (receipt_id is not null or receipt_status is not null)', [
        MONTH_START,
      ]),
    ).toBe(0);
    expect(await count('select count(*)::int as n from receipts where period_year = 2026 and period_month = 3')).toBe(0);
    expect(await count('select count(*)::int as n from charging_sessions where start_date >= $1 and reimbursable', [MONTH_START])).toBeGreaterThan(0);
    expect(await values('select distinct review_status as v from charging_sessions where start_date >= $1 order by 1', [MONTH_START])).toEqual([
      'NONE',
      'TO_BE_REVIEWED',
    ]);
  });

  it('has a pending invite with the known token, valid all month, and an expired one', async () => {
    const [pending] = await database.query<{ status: string; email: string; expires_at: Date }>(
      'select status, email, expires_at from invites where token = $1',
      [DEMO_IDS.inviteTokens.pending],
    );
    expect(pending).toMatchObject({ status: 'PENDING', email: 'invitee@demo.test' });
    expect(new Date(pending!.expires_at).getTime()).toBeGreaterThan(new Date('2026-04-01T00:00:00Z').getTime());
    const [expired] = await database.query<{ status: string; expires_at: Date }>('select status, expires_at from invites where token = $1', [
      DEMO_IDS.inviteTokens.expired,
    ]);
    expect(expired!.status).toBe('PENDING');
    expect(new Date(expired!.expires_at).getTime()).toBeLessThan(new Date(MONTH_START).getTime());
  });

  it('stores a small PDF bill with a matching checksum for every tariff', async () => {
    const docs = await database.query<{ ok: boolean; size_bytes: number; head: string }>(
      `select d.sha256 = encode(sha256(d.content), 'hex') and d.size_bytes = length(d.content) as ok,
              d.size_bytes, encode(substr(d.content, 1, 5), 'escape') as head
         from tariffs t join documents d on d.id = t.document_id`,
    );
    expect(docs.length).toBe(await count('select count(*)::int as n from tariffs'));
    for (const doc of docs) {
      expect(doc.ok).toBe(true);
      expect(doc.head).toBe('%PDF-');
      expect(doc.size_bytes).toBeLessThan(10_000);
    }
  });

  it("writes the administrators' review texts and the rejection notices in each company's language", async () => {
    const topics = await database.query<{ language: string; topic: string }>(
      `select distinct c.language, t.review_topic as topic
         from tariffs t join companies c on c.id = t.company_id where t.review_topic is not null`,
    );
    const of = (language: string) => topics.filter((t) => t.language === language).map((t) => t.topic);
    expect(of('GERMAN')).toContain('Dokument geprüft');
    expect(of('GERMAN')).not.toContain('Document checked');
    expect(of('ENGLISH')).toContain('Document checked');
    expect(of('ENGLISH')).not.toContain('Dokument geprüft');
    const notices = await database.query<{ language: string; title: string }>(
      `select distinct c.language, n.title from notifications n join companies c on c.id = n.company_id
        where n.title in ('Tariff rejected', 'Tarif abgelehnt')`,
    );
    expect(notices.filter((n) => n.language === 'GERMAN').map((n) => n.title)).toEqual(['Tarif abgelehnt']);
    expect(notices.filter((n) => n.language === 'ENGLISH').map((n) => n.title)).not.toContain('Tarif abgelehnt');
  });

  it('leaves no reference dangling, though the load skips row-by-row foreign-key checks', async () => {
    const fks = await database.query<{ child: string; parent: string; ccol: string; pcol: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
              a.attname as ccol, p.attname as pcol
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         join pg_attribute p on p.attrelid = c.confrelid and p.attnum = c.confkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    expect(fks.length).toBeGreaterThan(40);
    for (const fk of fks) {
      const dangling = await count(
        `select count(*)::int as n from ${fk.child} c where c.${fk.ccol} is not null
            and not exists (select 1 from ${fk.parent} p where p.${fk.pcol} = c.${fk.ccol})`,
      );
      expect(dangling, `${fk.child}.${fk.ccol}`).toBe(0);
    }
  });

  it('seedDemoIfEmpty leaves a database with data alone', async () => {
    const before = await digest(database);
    expect(await seedDemoIfEmpty(database)).toBeNull();
    expect(await digest(database)).toEqual(before);
  });
});

describe('the demo window', () => {
  const now = new Date('2027-01-15T08:00:00Z');
  const later = new Date('2027-01-28T20:00:00Z');
  let rows: DemoRows;
  let laterRows: DemoRows;
  beforeAll(async () => {
    [rows, laterRows] = await Promise.all([buildDemoRows(demoContext(now, 'hash')), buildDemoRows(demoContext(later, 'hash'))]);
  });

  it('runs from the twelve months before the current one to an hour before now', () => {
    const starts = rows.chargingSessions.map((s) => s.startDate.getTime());
    const ends = rows.chargingSessions.map((s) => s.startDate.getTime() + Math.abs(s.durationSeconds) * 1000);
    expect(new Date(Math.min(...starts)).toISOString() >= '2026-01-01').toBe(true);
    expect(Math.max(...ends)).toBeLessThanOrEqual(now.getTime() - 3_600_000);
    expect(rows.chargingSessions.some((s) => s.startDate.toISOString() >= '2027-01-01')).toBe(true);
    expect(rows.receipts.filter((r) => r.status === 'DRAFT').every((r) => r.periodYear === 2026 && r.periodMonth === 12)).toBe(true);
  });

  it('keeps the ended months whatever the day, and a later day of the month adds to the current one', () => {
    const json = (list: readonly unknown[]) => list.map((r) => JSON.stringify(r));
    const monthStart = new Date('2027-01-01T00:00:00Z');
    const split = (list: DemoRows['chargingSessions']) => ({
      ended: json(list.filter((s) => s.startDate < monthStart)),
      // The current month's sessions are numbered after all others, so only their ids move.
      current: json(list.filter((s) => s.startDate >= monthStart).map((s) => ({ ...s, id: null }))),
    });
    const early = split(rows.chargingSessions);
    const late = split(laterRows.chargingSessions);
    expect(late.ended).toEqual(early.ended);
    expect(late.current.length).toBeGreaterThan(early.current.length);
    expect(late.current).toEqual(expect.arrayContaining(early.current));
    for (const key of ['receipts', 'reimbursements', 'reimbursementItems', 'paymentTransactions', 'invoices'] as const) {
      expect(json(laterRows[key]), key).toEqual(json(rows[key]));
    }
    const readings = (list: DemoRows['mileageReadings']) => json(list.filter((r) => r.readAt < monthStart));
    expect(readings(laterRows.mileageReadings)).toEqual(readings(rows.mileageReadings));
  });

  it('has nothing in the current month at its first instant', async () => {
    const first = await buildDemoRows(demoContext(new Date('2027-01-01T00:00:00Z'), 'hash'));
    const ended = rows.chargingSessions.filter((s) => s.startDate.toISOString() < '2027-01-01');
    expect(first.chargingSessions.map((s) => s.id)).toEqual(ended.map((s) => s.id));
    expect(first.mileageReadings.every((r) => r.readAt.toISOString() < '2027-01-01')).toBe(true);
  });
});
