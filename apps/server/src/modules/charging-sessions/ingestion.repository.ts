import { CURRENCY_BY_COUNTRY, type Currency, type PriceBasis, type ReviewStatus, type ReviewTag, type ReviewType, type SessionSource } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { cableAssignments, cables, chargingSessions, companies, users } from '../../db/schema/index.ts';
import type { SessionFacts } from './session-checks.ts';

/** A session about to be stored, with its checks and price already worked out. */
export interface NewSession extends SessionFacts {
  companyId: string;
  userId: string | null;
  cableId: string | null;
  cableHardwareId: string | null;
  mobileIdentifierIndex: number | null;
  tariffId: string | null;
  tariffPrice: number | null;
  priceBasis: PriceBasis | null;
  expenseMinor: number;
  currency: Currency;
  reimbursable: boolean;
  errorCode: number;
  reviewStatus: ReviewStatus;
  reviewType: ReviewType | null;
  reviewTags: ReviewTag[];
  source: SessionSource;
  externalOperator: string | null;
  externalReference: string | null;
}

export interface StoredKey {
  id: string;
  cable_id: string | null;
  start_date: Date;
  mobile_identifier_index: number | null;
  external_reference: string | null;
  error_code: number;
  review_status: ReviewStatus;
}

export type CableRow = RowOf<typeof cables, 'id' | 'company_id' | 'user_id' | 'hardware_id' | 'created_at'>;

/** The queries of recording sessions: what the checks need, and one multi-row insert. */
export function ingestionRepository(db: SqlClient) {
  return {
    async companyCurrency(companyId: string): Promise<Currency | undefined> {
      const [row] = await db.query<RowOf<typeof companies, 'country'>>('select country from companies where id = $1', [companyId]);
      return row ? CURRENCY_BY_COUNTRY[row.country] : undefined;
    },

    /** The company's cables with these hardware identifiers. */
    cablesByHardwareId(companyId: string, hardwareIds: readonly string[]) {
      return db.query<CableRow>(
        `select id, company_id, user_id, hardware_id, created_at from cables
          where company_id = $1 and hardware_id = any($2::text[])`,
        [companyId, hardwareIds],
      );
    },

    /** One cable of the company. */
    async cable(companyId: string, cableId: string): Promise<CableRow | undefined> {
      const [row] = await db.query<CableRow>(
        'select id, company_id, user_id, hardware_id, created_at from cables where company_id = $1 and id = $2',
        [companyId, cableId],
      );
      return row;
    },

    /** When the driver had each of these cables. */
    assignments(companyId: string, userId: string, cableIds: readonly string[]) {
      return db.query<RowOf<typeof cableAssignments, 'cable_id' | 'assigned_at' | 'unassigned_at'>>(
        `select cable_id, assigned_at, unassigned_at from cable_assignments
          where company_id = $1 and user_id = $2 and cable_id = any($3::uuid[])`,
        [companyId, userId, cableIds],
      );
    },

    /** A driver of the scope (role USER) and the driver's company. */
    async driver(scopeCompanyId: string | null, userId: string) {
      const [row] = await db.query<RowOf<typeof users, 'id' | 'company_id'>>(
        `select id, company_id from users where id = $1 and role = 'USER' and ($2::uuid is null or company_id = $2::uuid)`,
        [userId, scopeCompanyId],
      );
      return row;
    },

    /** The largest battery among the driver's cars, when known. */
    async batteryCapacityWh(companyId: string, userId: string): Promise<number | null> {
      const [row] = await db.query<{ wh: number | null }>(
        'select max(battery_capacity_wh)::int as wh from vehicles where company_id = $1 and user_id = $2',
        [companyId, userId],
      );
      return row?.wh ?? null;
    },

    /** Stored sessions of these cables that start in [from, to): the candidates for an overlap. */
    sessionsOfCables(companyId: string, cableIds: readonly string[], span: { from: Date; to: Date }) {
      // Matched by cable, so each has one.
      return db.query<RowOf<typeof chargingSessions, 'start_date' | 'duration_seconds' | 'mobile_identifier_index'> & { cable_id: ColumnOf<typeof cables, 'id'> }>(
        `select cable_id, start_date, duration_seconds, mobile_identifier_index from charging_sessions
          where company_id = $1 and cable_id = any($2::uuid[]) and start_date >= $3 and start_date < $4`,
        [companyId, cableIds, span.from.toISOString(), span.to.toISOString()],
      );
    },

    /** The driver's stored sessions of these sources that start in the span (company, driver and start index). */
    sessionsOfDriver(companyId: string, userId: string, sources: readonly SessionSource[], span: { from: Date; to: Date }) {
      return db.query<RowOf<typeof chargingSessions, 'start_date' | 'duration_seconds'>>(
        `select start_date, duration_seconds from charging_sessions
          where company_id = $1 and user_id = $2 and start_date >= $3 and start_date < $4 and source = any($5::text[])`,
        [companyId, userId, span.from.toISOString(), span.to.toISOString(), sources],
      );
    },

    /**
     * Stores sessions with one statement; a session whose key is already taken (cable, start and
     * app index; or company and external reference) is skipped. Answers the rows that were stored.
     */
    async insertMany(rows: readonly NewSession[]): Promise<StoredKey[]> {
      if (!rows.length) return [];
      const col = <T>(pick: (r: NewSession) => T) => rows.map(pick);
      return db.query<StoredKey>(
        `insert into charging_sessions (
           company_id, user_id, cable_id, cable_hardware_id, mobile_identifier_index, start_date, duration_seconds,
           watt_hours, meter_start_wh, meter_end_wh, energy_difference_wh, tariff_id, tariff_price, price_basis,
           expense_minor, currency, reimbursable, error_code, review_status, review_type, review_tags, source,
           external_operator, external_reference)
         select v.company_id, v.user_id, v.cable_id, v.cable_hardware_id, v.mobile_identifier_index, v.start_date,
                v.duration_seconds, v.watt_hours, v.meter_start_wh, v.meter_end_wh, v.energy_difference_wh, v.tariff_id,
                v.tariff_price, v.price_basis, v.expense_minor, v.currency, v.reimbursable, v.error_code, v.review_status,
                v.review_type, coalesce(string_to_array(nullif(v.review_tags, ''), ','), '{}'::text[]), v.source,
                v.external_operator, v.external_reference
           from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::timestamptz[], $7::int[], $8::int[],
                       $9::int8[], $10::int8[], $11::int[], $12::uuid[], $13::int[], $14::text[], $15::int[], $16::text[],
                       $17::bool[], $18::int2[], $19::text[], $20::text[], $21::text[], $22::text[], $23::text[], $24::text[])
             as v(company_id, user_id, cable_id, cable_hardware_id, mobile_identifier_index, start_date, duration_seconds,
                  watt_hours, meter_start_wh, meter_end_wh, energy_difference_wh, tariff_id, tariff_price, price_basis,
                  expense_minor, currency, reimbursable, error_code, review_status, review_type, review_tags, source,
                  external_operator, external_reference)
         on conflict do nothing
         returning id, cable_id, start_date, mobile_identifier_index, external_reference, error_code, review_status`,
        [
          col((r) => r.companyId),
          col((r) => r.userId),
          col((r) => r.cableId),
          col((r) => r.cableHardwareId),
          col((r) => r.mobileIdentifierIndex),
          col((r) => r.startDate.toISOString()),
          col((r) => r.durationSeconds),
          col((r) => r.wattHours),
          col((r) => r.meterStartWh),
          col((r) => r.meterEndWh),
          col((r) => r.energyDifferenceWh),
          col((r) => r.tariffId),
          col((r) => r.tariffPrice),
          col((r) => r.priceBasis),
          col((r) => r.expenseMinor),
          col((r) => r.currency),
          col((r) => r.reimbursable),
          col((r) => r.errorCode),
          col((r) => r.reviewStatus),
          col((r) => r.reviewType),
          col((r) => r.reviewTags.join(',')),
          col((r) => r.source),
          col((r) => r.externalOperator),
          col((r) => r.externalReference),
        ],
      );
    },

    /** The stored sessions with these ingestion keys (cable, start, app index). */
    storedByIngestKey(companyId: string, keys: readonly { cableId: string; startDate: Date; mobileIdentifierIndex: number }[]) {
      if (!keys.length) return Promise.resolve([] as StoredKey[]);
      return db.query<StoredKey>(
        `select s.id, s.cable_id, s.start_date, s.mobile_identifier_index, s.external_reference, s.error_code, s.review_status
           from charging_sessions s
           join unnest($2::uuid[], $3::timestamptz[], $4::int[]) as k(cable_id, start_date, idx)
             on s.cable_id = k.cable_id and s.start_date = k.start_date and s.mobile_identifier_index = k.idx
          where s.company_id = $1`,
        [companyId, keys.map((k) => k.cableId), keys.map((k) => k.startDate.toISOString()), keys.map((k) => k.mobileIdentifierIndex)],
      );
    },

    /** The company's drivers by email (lower case), for an import. */
    driversByEmail(companyId: string, emails: readonly string[]) {
      return db.query<RowOf<typeof users, 'id' | 'email'>>(
        `select id, lower(email) as email from users where company_id = $1 and role = 'USER' and lower(email) = any($2::text[])`,
        [companyId, emails],
      );
    },
  };
}
export type IngestionRepository = ReturnType<typeof ingestionRepository>;

/** The key of a cable session: cable, start instant and the app's index. */
export const ingestKey = (cableId: string | null, startDate: Date, index: number | null) =>
  `${cableId}|${startDate.getTime()}|${index}`;
