import {
  CURRENCY_BY_COUNTRY,
  sessionExpenseMinor,
  type CompanyPriceRule,
  type Country,
  type Currency,
  type MeterSignatureStatus,
  type PriceBasis,
  type ReviewStatus,
  type TariffStatus,
  utcDay,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { flatRates } from '../../db/schema/index.ts';
import { dynamicPrice, type HourPrices } from './dynamic-price.ts';

/** What pricing needs to know of a session (stored or about to be stored). */
export interface SessionToPrice {
  userId: string | null;
  startDate: Date;
  durationSeconds: number;
  wattHours: number | null;
  errorCode: number;
  reviewStatus: ReviewStatus;
  /**
   * Whether the meter's signed values verified (decision 0045): a FAILED session is reimbursed only
   * once someone marked it REVIEWED.
   */
  meterSignatureStatus?: MeterSignatureStatus | null;
  /**
   * The tariff the session is on now, if stored: among equally ranked tariffs covering its day it
   * stays there (so a transfer between them holds).
   */
  tariffId?: string | null;
}

/** The price columns of a charging session. */
export interface SessionPrice {
  tariffId: string | null;
  /** Price per kWh in ten-thousandths of the currency unit, as used (for DYNAMIC the time-weighted mean). */
  tariffPrice: number | null;
  priceBasis: PriceBasis;
  expenseMinor: number;
  reimbursable: boolean;
}

interface TariffCandidate {
  id: string;
  user_id: string;
  start_date: string;
  end_date: string | null;
  price_per_kwh: number;
  status: TariffStatus;
  number: number;
  base_fee_monthly_minor: number | null;
  dynamic: boolean;
  price_series_id: string | null;
}

type FlatRateRow = RowOf<typeof flatRates, 'country' | 'valid_from' | 'price_per_kwh' | 'currency'>;

const RANK: Record<TariffStatus, number> = { VALID: 0, PENDING: 1, INVALID: 2 };

/** The UTC calendar day of an instant, as tariffs count their periods ('YYYY-MM-DD'). */

/**
 * The tariff a session at `start` uses: of the driver's tariffs whose period covers the UTC day of the
 * start, a VALID one, else the newest PENDING one (priced, but not reimbursable until validated).
 * Among equally ranked ones the session's current tariff stays. INVALID tariffs never price a session.
 */
function tariffFor(candidates: TariffCandidate[], start: Date, current?: string | null): TariffCandidate | undefined {
  const day = utcDay(start);
  return candidates
    .filter((t) => t.status !== 'INVALID' && t.start_date <= day && (t.end_date === null || t.end_date >= day))
    .sort(
      (a, b) =>
        RANK[a.status] - RANK[b.status] || Number(b.id === current) - Number(a.id === current) || b.number - a.number,
    )[0];
}

/** The flat rate of the country valid on the day: the latest one from before or on it. */
function flatRateOn(rates: FlatRateRow[], country: Country, currency: Currency, day: string): FlatRateRow | undefined {
  let found: FlatRateRow | undefined;
  for (const r of rates) if (r.country === country && r.currency === currency && r.valid_from <= day) found = r;
  return found;
}

interface PricingContext {
  rule: CompanyPriceRule;
  flatRate?: FlatRateRow;
  hours?: HourPrices;
}

const countsForReimbursement = (s: SessionToPrice) =>
  s.errorCode === 0 && s.reviewStatus !== 'IGNORED' && (s.meterSignatureStatus !== 'FAILED' || s.reviewStatus === 'REVIEWED');
const energyOf = (s: SessionToPrice) => (s.wattHours != null && s.wattHours > 0 ? s.wattHours : 0);

/**
 * One session's price. The flat rate (when the company chose it for the driver's country and a rate
 * is set for the day) needs no validated tariff; otherwise the tariff decides: reimbursable when
 * VALID, without an error code and not ignored in review.
 */
function priceWith(tariff: TariffCandidate | undefined, s: SessionToPrice, ctx: PricingContext): SessionPrice {
  if (ctx.rule === 'FLAT_RATE' && ctx.flatRate) {
    return {
      tariffId: tariff?.id ?? null,
      tariffPrice: ctx.flatRate.price_per_kwh,
      priceBasis: 'FLAT_RATE',
      expenseMinor: sessionExpenseMinor(energyOf(s), ctx.flatRate.price_per_kwh),
      reimbursable: countsForReimbursement(s),
    };
  }
  if (!tariff) return { tariffId: null, tariffPrice: null, priceBasis: 'NO_TARIFF', expenseMinor: 0, reimbursable: false };
  const valid = tariff.status === 'VALID';
  let basis: PriceBasis = 'TARIFF';
  let tariffPrice = tariff.price_per_kwh;
  let expenseMinor = sessionExpenseMinor(energyOf(s), tariff.price_per_kwh);
  if (tariff.dynamic && tariff.price_series_id && ctx.hours) {
    const dynamic = dynamicPrice(s.startDate, s.durationSeconds, energyOf(s), ctx.hours, tariff.price_per_kwh);
    basis = 'DYNAMIC';
    tariffPrice = dynamic.meanPrice;
    expenseMinor = dynamic.expenseMinor;
  } else if (ctx.rule === 'TARIFF_WITH_BASE_FEE' && (tariff.base_fee_monthly_minor ?? 0) > 0) {
    basis = 'TARIFF_WITH_BASE_FEE';
  }
  return {
    tariffId: tariff.id,
    tariffPrice,
    priceBasis: valid ? basis : 'TARIFF_NOT_VALID',
    expenseMinor,
    reimbursable: valid && countsForReimbursement(s),
  };
}

/** The end of a session for pricing: its start when the duration is not positive. */
const sessionEnd = (s: SessionToPrice) => new Date(s.startDate.getTime() + Math.max(0, s.durationSeconds) * 1000);

/**
 * Prices sessions of one company: the drivers' tariffs, the company's rule for each driver's home
 * country (the company's country when the driver has none), the flat rates and the hourly prices of
 * dynamic tariffs, each read in one query for the batch.
 */
export async function priceSessions(client: SqlClient, companyId: string, sessions: SessionToPrice[]): Promise<SessionPrice[]> {
  if (!sessions.length) return [];
  const userIds = [...new Set(sessions.map((s) => s.userId).filter((id): id is string => id !== null))];
  // One after another: the client may be a transaction's single connection.
  const tariffs = userIds.length
    ? await client.query<TariffCandidate>(
        `select id, user_id, start_date::text, end_date::text, price_per_kwh, status, number,
                base_fee_monthly_minor, dynamic, price_series_id
           from tariffs where company_id = $1 and user_id = any($2::uuid[]) and status <> 'INVALID'`,
        [companyId, userIds],
      )
    : [];
  const companyRows = await client.query<{ country: Country }>(`select country from companies where id = $1`, [companyId]);
  const rules = await client.query<{ country: Country; rule: CompanyPriceRule }>(
    `select country, rule from company_price_rules where company_id = $1`,
    [companyId],
  );
  const companyCountry = companyRows[0]?.country;
  const currency: Currency | undefined = companyCountry ? CURRENCY_BY_COUNTRY[companyCountry] : undefined;
  const ruleOf = new Map(rules.map((r) => [r.country, r.rule]));

  const byUser = new Map<string, TariffCandidate[]>();
  for (const t of tariffs) byUser.set(t.user_id, [...(byUser.get(t.user_id) ?? []), t]);
  const chosen = sessions.map((s) => (s.userId ? tariffFor(byUser.get(s.userId) ?? [], s.startDate, s.tariffId) : undefined));

  // The driver's home country decides the rule; only read what a rule needs.
  const countryOf = new Map<string, Country>();
  if (rules.length && userIds.length) {
    const homes = await client.query<{ id: string; country: Country | null }>(
      `select id, country from users where id = any($1::uuid[])`,
      [userIds],
    );
    for (const h of homes) if (h.country) countryOf.set(h.id, h.country);
  }
  const homeCountry = (s: SessionToPrice) => (s.userId ? countryOf.get(s.userId) : undefined) ?? companyCountry;
  const flatCountries = [...ruleOf].filter(([, rule]) => rule === 'FLAT_RATE').map(([country]) => country);
  const flatRates = flatCountries.length
    ? await client.query<FlatRateRow>(
        `select country, valid_from::text, price_per_kwh, currency from flat_rates
          where country = any($1::text[]) order by valid_from`,
        [flatCountries],
      )
    : [];

  const hours = await hourPricesFor(
    client,
    sessions.filter((_, i) => chosen[i]?.dynamic && chosen[i]?.price_series_id),
    chosen.filter((t): t is TariffCandidate => !!t?.dynamic && !!t.price_series_id),
  );

  return sessions.map((s, i) => {
    const country = homeCountry(s);
    const rule = (country && ruleOf.get(country)) || 'TARIFF';
    const flatRate = rule === 'FLAT_RATE' && country && currency ? flatRateOn(flatRates, country, currency, utcDay(s.startDate)) : undefined;
    const tariff = chosen[i];
    return priceWith(tariff, s, { rule, flatRate, hours: tariff?.price_series_id ? hours.get(tariff.price_series_id) : undefined });
  });
}

/** The hourly prices of the series the batch's dynamic tariffs follow, over the hours the sessions ran. */
async function hourPricesFor(client: SqlClient, sessions: SessionToPrice[], tariffs: TariffCandidate[]): Promise<Map<string, HourPrices>> {
  const out = new Map<string, HourPrices>();
  const seriesIds = [...new Set(tariffs.map((t) => t.price_series_id!))];
  if (!seriesIds.length || !sessions.length) return out;
  const from = Math.min(...sessions.map((s) => s.startDate.getTime()));
  const to = Math.max(...sessions.map((s) => sessionEnd(s).getTime()));
  const rows = await client.query<{ series_id: string; hour_start: Date; price_per_kwh: number }>(
    `select series_id, hour_start, price_per_kwh from price_series_points
      where series_id = any($1::uuid[]) and hour_start >= $2 and hour_start <= $3`,
    [seriesIds, new Date(Math.floor(from / 3_600_000) * 3_600_000), new Date(to)],
  );
  for (const id of seriesIds) out.set(id, new Map());
  for (const r of rows) out.get(r.series_id)!.set(new Date(r.hour_start).getTime(), r.price_per_kwh);
  return out;
}

/** Which stored sessions to price again; always within one company. */
export interface RepriceFilter {
  companyId: string;
  sessionIds?: string[];
  userIds?: string[];
  /** Sessions currently priced by these tariffs, or whose start falls into their periods. */
  tariffIds?: string[];
}

/**
 * Prices stored sessions again (after a tariff's status, period or price changed, or a session's
 * energy or review status): only sessions recorded from a cable or by hand, never those of a
 * SUBMITTED receipt. Returns how many sessions changed.
 */
export async function repriceStoredSessions(client: SqlClient, filter: RepriceFilter): Promise<number> {
  const conditions = [`s.company_id = $1`, `s.source <> 'EXTERNAL'`, `s.receipt_status is distinct from 'SUBMITTED'`];
  const params: unknown[] = [filter.companyId];
  if (filter.sessionIds) {
    params.push(filter.sessionIds);
    conditions.push(`s.id = any($${params.length}::uuid[])`);
  }
  if (filter.userIds) {
    params.push(filter.userIds);
    conditions.push(`s.user_id = any($${params.length}::uuid[])`);
  }
  if (filter.tariffIds) {
    params.push(filter.tariffIds);
    const p = `$${params.length}::uuid[]`;
    conditions.push(`(s.tariff_id = any(${p}) or exists (
      select 1 from tariffs t where t.company_id = s.company_id and t.id = any(${p}) and t.user_id = s.user_id
         and (s.start_date at time zone 'UTC')::date between t.start_date and coalesce(t.end_date, 'infinity'::date)))`);
  }
  const rows = await client.query<{
    id: string;
    user_id: string | null;
    start_date: Date;
    duration_seconds: number;
    watt_hours: number | null;
    error_code: number;
    review_status: ReviewStatus;
    meter_signature_status: MeterSignatureStatus | null;
    tariff_id: string | null;
    tariff_price: number | null;
    price_basis: PriceBasis | null;
    expense_minor: number;
    reimbursable: boolean;
  }>(
    `select s.id, s.user_id, s.start_date, s.duration_seconds, s.watt_hours, s.error_code, s.review_status,
            s.meter_signature_status, s.tariff_id, s.tariff_price, s.price_basis, s.expense_minor, s.reimbursable
       from charging_sessions s where ${conditions.join(' and ')}`,
    params,
  );
  if (!rows.length) return 0;
  const prices = await priceSessions(
    client,
    filter.companyId,
    rows.map((r) => ({
      userId: r.user_id,
      startDate: new Date(r.start_date),
      durationSeconds: r.duration_seconds,
      wattHours: r.watt_hours,
      errorCode: r.error_code,
      reviewStatus: r.review_status,
      meterSignatureStatus: r.meter_signature_status,
      tariffId: r.tariff_id,
    })),
  );
  const changed = rows
    .map((r, i) => ({ id: r.id, before: r, after: prices[i]! }))
    .filter(
      ({ before, after }) =>
        before.tariff_id !== after.tariffId ||
        before.tariff_price !== after.tariffPrice ||
        before.price_basis !== after.priceBasis ||
        before.expense_minor !== after.expenseMinor ||
        before.reimbursable !== after.reimbursable,
    );
  if (!changed.length) return 0;
  await client.query(
    `update charging_sessions s
        set tariff_id = v.tariff_id, tariff_price = v.tariff_price, price_basis = v.price_basis,
            expense_minor = v.expense_minor, reimbursable = v.reimbursable, updated_at = now()
       from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::bool[])
            as v(id, tariff_id, tariff_price, price_basis, expense_minor, reimbursable)
      where s.id = v.id and s.company_id = $7`,
    [
      changed.map((c) => c.id),
      changed.map((c) => c.after.tariffId),
      changed.map((c) => c.after.tariffPrice),
      changed.map((c) => c.after.priceBasis),
      changed.map((c) => c.after.expenseMinor),
      changed.map((c) => c.after.reimbursable),
      filter.companyId,
    ],
  );
  return changed.length;
}
