import type { CompanyFeature, MileageFlag, MileageQueryFrequency, MileageSource } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';

let companies = 0;
let drivers = 0;

/** A company of its own for a test, so its figures can be computed by hand. */
export async function insertCompany(
  db: SqlClient,
  options: { features?: CompanyFeature[]; frequency?: MileageQueryFrequency; language?: 'ENGLISH' | 'GERMAN'; trialStartedAt?: Date } = {},
): Promise<string> {
  companies++;
  const [row] = await db.query<{ id: string }>(
    `insert into companies (name, country, language, features, mileage_query_frequency, connect_trial_started_at)
     values ($1, 'GERMANY', $2, $3::text[], $4, $5) returning id`,
    [
      `Test Fleet ${companies} GmbH`,
      options.language ?? 'ENGLISH',
      `{${(options.features ?? []).join(',')}}`,
      options.frequency ?? 'NOT_REQUIRED',
      options.trialStartedAt?.toISOString() ?? null,
    ],
  );
  return row!.id;
}

export async function insertDriver(
  db: SqlClient,
  companyId: string,
  options: { name?: string; plannedYearlyKm?: number | null; preferredLanguage?: string } = {},
): Promise<string> {
  drivers++;
  const [first, last] = (options.name ?? `Test Driver${drivers}`).split(' ');
  const [row] = await db.query<{ id: string }>(
    `insert into users (company_id, role, email, first_name, last_name, planned_yearly_km, preferred_language)
     values ($1, 'USER', $2, $3, $4, $5, $6) returning id`,
    [companyId, `mileage.test.${drivers}@example.test`, first, last ?? '', options.plannedYearlyKm ?? null, options.preferredLanguage ?? null],
  );
  return row!.id;
}

/** A reading stored as it is given (flag included), for figures computed by hand. */
export async function insertReading(
  db: SqlClient,
  r: { companyId: string; userId: string; km: number; at: string; source?: MileageSource; flag?: MileageFlag | null },
) {
  await db.query(
    `insert into mileage_readings (company_id, user_id, source, odometer_km, read_at, flag) values ($1, $2, $3, $4, $5, $6)`,
    [r.companyId, r.userId, r.source ?? 'CAR', r.km, r.at, r.flag ?? null],
  );
}

/** A charging session of the driver with energy only (home: CABLE, public: EXTERNAL). */
export async function insertSession(db: SqlClient, s: { companyId: string; userId: string; wh: number; at: string; source: 'CABLE' | 'EXTERNAL' }) {
  await db.query(
    `insert into charging_sessions (company_id, user_id, start_date, duration_seconds, watt_hours, currency, source)
     values ($1, $2, $3, 3600, $4, 'EUR', $5)`,
    [s.companyId, s.userId, s.at, s.wh, s.source],
  );
}
