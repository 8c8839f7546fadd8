import { sessionExpenseMinor, type PriceBasis, type ReviewStatus, type TariffStatus } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';

/** What pricing needs to know of a session (stored or about to be stored). */
export interface SessionToPrice {
  userId: string | null;
  startDate: Date;
  durationSeconds: number;
  wattHours: number | null;
  errorCode: number;
  reviewStatus: ReviewStatus;
}

/** The price columns of a charging session. */
export interface SessionPrice {
  tariffId: string | null;
  /** Price per kWh in ten-thousandths of the currency unit, as used. */
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
}

const RANK: Record<TariffStatus, number> = { VALID: 0, PENDING: 1, INVALID: 2 };

/** The UTC calendar day of an instant, as tariffs count their periods ('YYYY-MM-DD'). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The tariff a session at `start` uses: of the driver's tariffs whose period covers the UTC day of the
 * start, a VALID one, else the newest PENDING one (priced, but not reimbursable until validated).
 * INVALID tariffs never price a session.
 */
function tariffFor(candidates: TariffCandidate[], start: Date): TariffCandidate | undefined {
  const day = utcDay(start);
  return candidates
    .filter((t) => t.status !== 'INVALID' && t.start_date <= day && (t.end_date === null || t.end_date >= day))
    .sort((a, b) => RANK[a.status] - RANK[b.status] || b.number - a.number)[0];
}

/** Reimbursable when priced by a VALID tariff, without an error code and not ignored in review. */
function priceWith(tariff: TariffCandidate | undefined, s: SessionToPrice): SessionPrice {
  if (!tariff) return { tariffId: null, tariffPrice: null, priceBasis: 'NO_TARIFF', expenseMinor: 0, reimbursable: false };
  const valid = tariff.status === 'VALID';
  return {
    tariffId: tariff.id,
    tariffPrice: tariff.price_per_kwh,
    priceBasis: valid ? 'TARIFF' : 'TARIFF_NOT_VALID',
    expenseMinor: s.wattHours != null && s.wattHours > 0 ? sessionExpenseMinor(s.wattHours, tariff.price_per_kwh) : 0,
    reimbursable: valid && s.errorCode === 0 && s.reviewStatus !== 'IGNORED',
  };
}

/** Prices sessions of one company with the tariffs of their drivers, in one query for the batch. */
export async function priceSessions(client: SqlClient, companyId: string, sessions: SessionToPrice[]): Promise<SessionPrice[]> {
  const userIds = [...new Set(sessions.map((s) => s.userId).filter((id): id is string => id !== null))];
  const tariffs = userIds.length
    ? await client.query<TariffCandidate>(
        `select id, user_id, start_date::text, end_date::text, price_per_kwh, status, number
           from tariffs where company_id = $1 and user_id = any($2::uuid[]) and status <> 'INVALID'`,
        [companyId, userIds],
      )
    : [];
  const byUser = new Map<string, TariffCandidate[]>();
  for (const t of tariffs) byUser.set(t.user_id, [...(byUser.get(t.user_id) ?? []), t]);
  return sessions.map((s) => priceWith(s.userId ? tariffFor(byUser.get(s.userId) ?? [], s.startDate) : undefined, s));
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
    tariff_id: string | null;
    tariff_price: number | null;
    price_basis: PriceBasis | null;
    expense_minor: number;
    reimbursable: boolean;
  }>(
    `select s.id, s.user_id, s.start_date, s.duration_seconds, s.watt_hours, s.error_code, s.review_status,
            s.tariff_id, s.tariff_price, s.price_basis, s.expense_minor, s.reimbursable
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
