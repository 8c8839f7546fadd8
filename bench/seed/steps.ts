/**
 * The large dataset as SQL that PostgreSQL generates itself (generate_series with a deterministic hash
 * for every "random" choice), so loading millions of rows costs no round trips. Ids are md5-derived
 * uuids of a readable key, so every step can refer to rows of another without a lookup.
 * Each step returns the SQL and the table it fills.
 */
import { sessionReceipt } from './money-steps.ts';

export interface Step {
  table: string;
  sql: string;
}

/** rnd(a, b): a uniform number in [0, 1) from two integers, the same on every run; uid: a version-4 shaped uuid of a key. */
export const FUNCTIONS = `
create or replace function pg_temp.rnd(a bigint, b bigint) returns double precision
  language sql immutable as $$ select (hashint8(a * 1000003 + b) & 2147483647)::float8 / 2147483648.0 $$;
create or replace function pg_temp.uid(kind text, n bigint) returns uuid
  language sql immutable as $$ select overlay(overlay(md5(kind || ':' || n) placing '4' from 13) placing '8' from 17)::uuid $$;
create or replace function pg_temp.uidt(kind text, key text) returns uuid
  language sql immutable as $$ select overlay(overlay(md5(kind || ':' || key) placing '4' from 13) placing '8' from 17)::uuid $$;
`;

/** The companies with their driver ranges (plan rows come from TypeScript: see plan.ts). */
export function planTable(sizes: number[]): string {
  let first = 1;
  const rows = sizes.map((count, i) => {
    const row = `(${i + 1}, ${first}, ${count})`;
    first += count;
    return row;
  });
  return `
create temp table plan (company_n int primary key, first_driver int, driver_count int);
insert into plan values ${rows.join(',')};
create temp table drv as
  select n, p.company_n, pg_temp.uid('company', p.company_n) as company_id, pg_temp.uid('driver', n) as driver_id,
         case p.company_n % 20 when 0 then 'CHF' when 1 then 'USD' when 2 then 'USD' when 3 then 'CHF' else 'EUR' end as currency,
         -- tariff switches (month index) and which drivers have a connected car
         8 + floor(pg_temp.rnd(n, 11) * 10)::int as switch1, 20 + floor(pg_temp.rnd(n, 12) * 10)::int as switch2,
         pg_temp.rnd(n, 13) < 0.05 as last_pending, n % 2 = 0 as has_car
    from plan p, generate_series(p.first_driver, p.first_driver + p.driver_count - 1) n;
create index on drv (n);
analyze drv;
`;
}

export function steps(first: Date, months: number, telemetryPerVehicle: number, passwordHash: string, now: Date): Step[] {
  const start = first.toISOString();
  const today = now.toISOString();
  const tariffPrice = (n: string, k: string) => `(2500 + floor(pg_temp.rnd(${n} * 10 + ${k}, 77) * 2000))::int`;
  const receipt = sessionReceipt(months);
  const tariffNumber = (monthIndex: string) => `(1 + (${monthIndex} >= d.switch1)::int + (${monthIndex} >= d.switch2)::int)`;
  return [
    {
      table: 'companies',
      sql: `insert into companies (id, name, email, country, language, subscription_type, features, receipt_due_day)
        select pg_temp.uid('company', company_n), 'Large Fleet ' || lpad(company_n::text, 3, '0'),
               'fleet' || company_n || '@large.test',
               case company_n % 20 when 0 then 'SWITZERLAND' when 1 then 'UNITED_STATES' when 2 then 'UNITED_STATES'
                 when 3 then 'SWITZERLAND' when 4 then 'AUSTRIA' when 5 then 'AUSTRIA' else 'GERMANY' end,
               case when company_n % 3 = 0 then 'ENGLISH' else 'GERMAN' end,
               case when company_n <= 30 then 'PRO' else 'LIGHT' end,
               case when company_n % 5 < 3 then array['CarApi'] else array[]::text[] end, 5
          from plan`,
    },
    {
      table: 'users',
      sql: `insert into users (id, company_id, role, email, password_hash, first_name, last_name)
        select pg_temp.uid('manager', company_n), pg_temp.uid('company', company_n), 'FLEETMANAGER',
               'manager-' || company_n || '@large.test', $1, 'Manager', lpad(company_n::text, 3, '0')
          from plan
        union all
        select pg_temp.uid('admin', 1), null, 'ADMINISTRATOR', 'admin@large.test', $1, 'Bench', 'Administrator'
        union all
        select d.driver_id, d.company_id, 'USER', 'driver-' || d.n || '@large.test', case when d.n = 1 then $1 end,
               (array['Anna','Ben','Clara','David','Eva','Felix','Greta','Hannes','Ida','Jonas','Klara','Lukas'])[1 + d.n % 12],
               (array['Müller','Schmidt','Huber','Wagner','Becker','Hofer','Keller','Smith','Brown','Meier','Fischer','Weber'])[1 + (d.n / 12) % 12]
                 || ' ' || d.n
          from drv d`,
    },
    {
      table: 'cables',
      sql: `insert into cables (id, company_id, user_id, hardware_id, firmware_version, created_at)
        select pg_temp.uid('cable', d.n), d.company_id, d.driver_id, 'LG-' || lpad(d.n::text, 6, '0'), '2.' || (d.n % 4),
               '${start}'::timestamptz - interval '40 days'
          from drv d`,
    },
    {
      table: 'cable_assignments',
      sql: `insert into cable_assignments (company_id, cable_id, user_id, assigned_at)
        select d.company_id, pg_temp.uid('cable', d.n), d.driver_id, '${start}'::timestamptz - interval '30 days' from drv d`,
    },
    {
      table: 'tariffs',
      sql: `insert into tariffs (id, company_id, user_id, number, start_date, end_date, price_per_kwh, currency, status, reviewed_at)
        select pg_temp.uid('tariff', d.n * 10 + k), d.company_id, d.driver_id, k,
               case k when 1 then '${start}'::date - 30 else ('${start}'::date + make_interval(months => case k when 2 then d.switch1 else d.switch2 end))::date end,
               case k when 1 then ('${start}'::date + make_interval(months => d.switch1))::date - 1
                      when 2 then ('${start}'::date + make_interval(months => d.switch2))::date - 1 end,
               ${tariffPrice('d.n', 'k')}, d.currency,
               case when k = 3 and d.last_pending then 'PENDING' else 'VALID' end,
               case when k = 3 and d.last_pending then null else '${start}'::timestamptz end
          from drv d, generate_series(1, 3) k`,
    },
    {
      table: 'licenses',
      sql: `insert into licenses (company_id, cable_id, user_id, license_key, start_date, expiration_date, status, price_minor, currency)
        select d.company_id, pg_temp.uid('cable', d.n), d.driver_id, 'LK-' || lpad(d.n::text, 6, '0'), s, s + 365,
               case when s + 365 < '${today}'::date then 'EXPIRED' when s + 335 < '${today}'::date then 'EXPIRING_SOON' else 'ACTIVE' end,
               4900, d.currency
          from drv d, lateral (select '${today}'::date - 330 + floor(pg_temp.rnd(d.n, 21) * 300)::int as s) x`,
    },
    {
      // 0 to 40 sessions per driver and month (mean about 14), evening starts, a few percent with error codes.
      table: 'charging_sessions',
      sql: `insert into charging_sessions (company_id, user_id, cable_id, cable_hardware_id, mobile_identifier_index, start_date,
               duration_seconds, watt_hours, meter_start_wh, meter_end_wh, energy_difference_wh, tariff_id, tariff_price,
               price_basis, expense_minor, currency, reimbursable, error_code, review_status, review_type, review_tags, source,
               created_at, updated_at, receipt_id, receipt_status)
        select d.company_id, d.driver_id, pg_temp.uid('cable', d.n), 'LG-' || lpad(d.n::text, 6, '0'), k, st,
               case when e in (2, 4) then -600 else dur end, case when e = 5 then null else wh end,
               meter, meter + coalesce(wh, 0), case when e = 5 then null else wh end,
               pg_temp.uid('tariff', d.n * 10 + t), ${tariffPrice('d.n', 't')},
               case when t = 3 and d.last_pending then 'TARIFF_NOT_VALID' else 'TARIFF' end,
               case when e = 5 then 0 else ((2 * wh::bigint * ${tariffPrice('d.n', 't')} + 100000) / 200000)::int end,
               d.currency, e = 0 and not (t = 3 and d.last_pending), e,
               case when e = 0 then 'NONE' when m < ${months - 2} then 'REVIEWED' else 'TO_BE_REVIEWED' end,
               case when e = 0 then null else 'ERROR_CODE' end,
               case e when 0 then '{}'::text[] when 1 then '{UNKNOWN_ERROR}' when 2 then '{NEGATIVE_DURATION}'
                      when 3 then '{WRONG_TIMESTAMP}' when 4 then '{NEGATIVE_DURATION,WRONG_TIMESTAMP}' else '{MISSING_KWH}' end,
               'CABLE', st + make_interval(secs => dur + 120), st + make_interval(secs => dur + 120),
               ${receipt.id}, ${receipt.status}
          from drv d
          cross join generate_series(0, ${months - 1}) m
          cross join lateral (
            select ('${start}'::timestamptz + make_interval(months => m)) as month_start,
                   ${tariffNumber('m')} as t,
                   floor(41 * pg_temp.rnd(d.n, m) ^ 1.95 * case when m = ${months - 1} then ${now.getUTCDate() - 1} / 30.0 else 1 end)::int as cnt
          ) mm
          cross join lateral generate_series(1, mm.cnt) k
          cross join lateral (
            select mm.month_start + make_interval(days => floor(pg_temp.rnd(d.n * 64 + k, m) * case when m = ${months - 1}
                      then ${now.getUTCDate() - 1} else extract(day from mm.month_start + interval '1 month' - interval '1 day') end)::int,
                      hours => 16 + floor(pg_temp.rnd(d.n * 64 + k, m + 1000) * 7)::int, mins => floor(pg_temp.rnd(k, d.n) * 60)::int) as st,
                   1800 + floor(pg_temp.rnd(d.n * 64 + k, m + 2000) * 14400)::int as dur,
                   3000 + floor(pg_temp.rnd(d.n * 64 + k, m + 3000) * 42000)::int as wh,
                   (d.n::bigint * 1000000 + m * 50000 + k * 1000) as meter,
                   case when pg_temp.rnd(d.n * 64 + k, m + 4000) < 0.03 then 1 + floor(pg_temp.rnd(d.n * 64 + k, m + 5000) * 5)::int else 0 end as e
          ) s`,
    },
    {
      table: 'vehicles',
      sql: `insert into vehicles (id, company_id, user_id, provider_vehicle_id, make, model, model_year, battery_capacity_wh,
               connection_status, charging_status, odometer_km, battery_percent, last_seen_at, connected_at)
        select pg_temp.uid('vehicle', d.n), d.company_id, d.driver_id, 'lg-veh-' || d.n,
               (array['Volkswagen','Tesla','BMW','Audi','Hyundai','Skoda'])[1 + d.n % 6],
               (array['ID.4','Model 3','i4','Q4 e-tron','Ioniq 5','Enyaq'])[1 + d.n % 6], 2022 + d.n % 4,
               60000 + (d.n % 5) * 10000, 'CONNECTED', 'NOT_CHARGING',
               10000 + floor(pg_temp.rnd(d.n, 31) * 20000)::int + ${telemetryPerVehicle - 1} * (20 + d.n % 40) / 3,
               60, '${today}'::timestamptz - interval '2 hours', '${start}'::timestamptz
          from drv d where d.has_car`,
    },
    {
      // Evenly spaced readings over the whole period; the odometer grows by the driver's daily distance.
      table: 'vehicle_telemetry',
      sql: `insert into vehicle_telemetry (company_id, vehicle_id, changed_at, latitude, longitude, battery_percent,
               battery_range_km, charging_status, plugged_in, odometer_km)
        select d.company_id, pg_temp.uid('vehicle', d.n),
               '${start}'::timestamptz + (('${today}'::timestamptz - '${start}'::timestamptz) * i / ${telemetryPerVehicle}),
               48.1 + (d.n % 100) / 100.0, 11.5 + (d.n % 77) / 100.0, (20 + (i * 7 + d.n) % 80)::smallint,
               (80 + (i * 13 + d.n) % 320), case when i % 4 = 0 then 'CHARGING' else 'NOT_CHARGING' end, i % 4 = 0,
               10000 + floor(pg_temp.rnd(d.n, 31) * 20000)::int + i * (20 + d.n % 40) / 3
          from drv d, generate_series(0, ${telemetryPerVehicle - 1}) i where d.has_car`,
    },
    {
      table: 'mileage_readings',
      sql: `insert into mileage_readings (company_id, user_id, vehicle_id, source, odometer_km, read_at)
        select t.company_id, d.driver_id, t.vehicle_id, 'CAR', t.odometer_km, t.changed_at
          from vehicle_telemetry t join drv d on pg_temp.uid('vehicle', d.n) = t.vehicle_id
         where extract(dow from t.changed_at) = 1 and extract(hour from t.changed_at) < 7`,
    },
  ].map((s) => ({ ...s, sql: s.sql.replaceAll('$1', `'${passwordHash.replaceAll("'", "''")}'`) }));
}
