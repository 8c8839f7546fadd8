import {
  chargingSessionMessage,
  divideHalfUp,
  sessionExpenseMinor,
  totalPages,
  utcDay,
  type ChargingSession,
  type ChargingSessionBulkReview,
  type ChargingSessionExport,
  type ChargingSessionPage,
  type ChargingSessionReviewSearch,
  type ChargingSessionSearch,
  type ChargingSessionStatus,
  type ChargingSessionSummary,
  type ChargingSessionSummaryQuery,
  type DriverTariff,
  type ExternalSessionImport,
  type Language,
  type MyChargingSessionSearch,
  type UpdateChargingSession,
} from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { repriceStoredSessions } from '../pricing/pricing.ts';
import { countedByTotals, coveredByTotals, sessionTotalsRepository } from './session-totals.repository.ts';
import {
  chargingSessionsRepository,
  type SessionFilter,
  type SessionExportRow,
  type SessionRow,
  type SessionSort,
  summaryFigures,
} from './charging-sessions.repository.ts';
import { sessionExportColumns, sessionsSheetName } from './charging-sessions.export.ts';
import { importExternalSessions } from './external-import.ts';
import { optionalPeriodOf, periodOf } from './session-period.ts';
import { errorCodeOf } from './session-checks.ts';
import { readPage } from '../../lib/far-end-page.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toSession(r: SessionRow): ChargingSession {
  return {
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    userId: r.user_id,
    userName: r.user_name,
    cableId: r.cable_id,
    cableHardwareId: r.cable_hardware_id,
    mobileIdentifierIndex: num(r.mobile_identifier_index),
    startDate: iso(r.start_date)!,
    durationSeconds: Number(r.duration_seconds),
    wattHours: num(r.watt_hours),
    meterStartWh: num(r.meter_start_wh),
    meterEndWh: num(r.meter_end_wh),
    energyDifferenceWh: num(r.energy_difference_wh),
    tariffId: r.tariff_id,
    tariffNumber: num(r.tariff_number),
    tariffPrice: num(r.tariff_price),
    priceBasis: r.price_basis,
    expenseMinor: Number(r.expense_minor),
    currency: r.currency,
    reimbursable: r.reimbursable,
    errorCode: Number(r.error_code),
    receiptId: r.receipt_id,
    receiptStatus: r.receipt_status,
    reviewStatus: r.review_status,
    reviewType: r.review_type,
    reviewTags: r.review_tags ?? [],
    reviewedAt: iso(r.reviewed_at),
    source: r.source,
    externalOperator: r.external_operator,
    externalReference: r.external_reference,
    meterSignatureStatus: r.meter_signature_status,
    meterSignatureFailure: r.meter_signature_failure,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

type Filters = Pick<
  ChargingSessionSearch,
  'companyId' | 'driverId' | 'search' | 'reviewStatus' | 'reviewType' | 'reviewTag' | 'errorCode' | 'reimbursable' | 'source'
>;

function filterOf(query: Filters, period: SessionFilter['period']): SessionFilter {
  return {
    period,
    companyId: query.companyId,
    driverId: query.driverId,
    search: query.search?.trim() || undefined,
    reviewStatus: query.reviewStatus,
    reviewType: query.reviewType,
    reviewTag: query.reviewTag,
    errorCode: query.errorCode,
    reimbursable: query.reimbursable === undefined ? undefined : query.reimbursable === 'true',
    source: query.source,
  };
}

const sortOf = (query: { sortField: SessionSort['field']; sortDir: SessionSort['dir'] }): SessionSort => ({
  field: query.sortField,
  dir: query.sortDir,
});

/** The change from `previous` to `current` in percent with 2 decimals; null when there is nothing to compare with. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  const hundredths = ((current - previous) * 10_000) / previous;
  return (Math.sign(hundredths) * Math.round(Math.abs(hundredths))) / 100;
}

/** Ten-thousandths of the currency unit per kWh: cents x 100,000 / Wh, half-up; null when nothing was priced. */
export function averagePricePerKwh(pricedExpenseMinor: number, pricedWh: number): number | null {
  return pricedWh > 0 ? divideHalfUp(pricedExpenseMinor * 100_000, pricedWh) : null;
}

const notFound = (lang: Language) => new AppError(404, 'NOT_FOUND', chargingSessionMessage('notFound', lang));
const lockedByReceipt = (lang: Language) => new AppError(409, 'CONFLICT', chargingSessionMessage('inSubmittedReceipt', lang));
const fieldError = (field: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ field, message }]);

export function chargingSessionsService(database: Database) {
  const reads = chargingSessionsRepository(database);
  const totals = sessionTotalsRepository(database);

  /** One page and how many match; the count from the totals when they cover the filter. */
  async function page(scope: TenantScope, filter: SessionFilter, sort: SessionSort, paging: { number: number; size: number }): Promise<ChargingSessionPage> {
    const { rows, total } = await readPage(
      paging,
      sort.dir,
      () => (countedByTotals(filter) ? totals : reads).count(scope, filter),
      async (window) => {
        const narrowed = await totals.startMonth(scope, filter, sort.field, window);
        const rows = await reads.page(scope, narrowed.filter, sort, narrowed.window);
        return narrowed.reversed ? rows.reverse() : rows;
      },
    );
    return { results: rows.map(toSession), totalCount: total, totalPages: totalPages(total, paging.size) };
  }

  async function sessionOf(client: SqlClient, scope: TenantScope, id: string, lang: Language): Promise<ChargingSession> {
    const row = await chargingSessionsRepository(client).find(scope, id);
    if (!row) throw notFound(lang);
    return toSession(row);
  }

  /** Re-prices one stored session after a change; an imported one keeps its operator's price. */
  async function reprice(client: SqlClient, row: Pick<SessionRow, 'id' | 'company_id' | 'source'>) {
    if (row.source !== 'EXTERNAL') await repriceStoredSessions(client, { companyId: row.company_id, sessionIds: [row.id] });
  }

  return {
    /** The charging sessions list: one page of the month's sessions in scope. */
    async search(scope: TenantScope, query: ChargingSessionSearch): Promise<ChargingSessionPage> {
      return page(scope, filterOf(query, periodOf(query)), sortOf(query), { number: query.pageNumber, size: query.pageSize });
    },

    /** The review queue: TO_BE_REVIEWED unless asked otherwise, of any time unless a year is given. */
    async reviewQueue(scope: TenantScope, query: ChargingSessionReviewSearch): Promise<ChargingSessionPage> {
      return page(scope, filterOf(query, optionalPeriodOf(query)), sortOf(query), { number: query.pageNumber, size: query.pageSize });
    },

    /** The driver's own sessions (driver API), newest first. */
    async mine(principal: Principal, query: MyChargingSessionSearch): Promise<ChargingSessionPage> {
      if (!principal.companyId) return { results: [], totalCount: 0, totalPages: 0 };
      return page(
        { companyId: principal.companyId },
        { period: periodOf(query), driverId: principal.userId, source: 'ALL' },
        { field: 'startDate', dir: query.sortDir },
        { number: query.pageNumber, size: query.pageSize },
      );
    },

    exportSpec(scope: TenantScope, query: ChargingSessionExport, lang: Language): ExportSpec<SessionExportRow> {
      const period = periodOf(query);
      return {
        fileName: `charging-sessions-${period.label}`,
        sheetName: sessionsSheetName(lang),
        columns: sessionExportColumns(lang),
        rows: reads.all(scope, filterOf(query, period), sortOf(query)),
        lang,
      };
    },

    /**
     * The indicators of the period against the previous one, summed in SQL over the sessions the
     * list shows for the same filters (IGNORED ones never count), in one currency.
     */
    async summary(scope: TenantScope, query: ChargingSessionSummaryQuery): Promise<ChargingSessionSummary> {
      const period = periodOf(query);
      const filter = filterOf({ ...query }, null);
      const source = coveredByTotals(filter) ? totals : reads;
      const rows = await source.summaryRows(scope, filter, period, period.previous);
      const { currencies, currency, current, previous } = summaryFigures(rows, query.currency ?? null);
      const avgPrice = (t: typeof current) => averagePricePerKwh(t.priced_expense_minor, t.priced_wh);
      const avgPerUser = (t: typeof current) => (t.drivers > 0 ? divideHalfUp(t.expense_minor, t.drivers) : null);
      return {
        year: period.year,
        month: period.month,
        currency,
        currencies,
        current: { energyConsumption: current.energy_wh, expenses: current.expense_minor },
        previous: { energyConsumption: previous.energy_wh, expenses: previous.expense_minor },
        energyConsumptionPercentage: percentChange(current.energy_wh, previous.energy_wh),
        expensesPercentage: percentChange(current.expense_minor, previous.expense_minor),
        avgPricePerKWh: avgPrice(current),
        avgPricePerKWhPercentage: percentChange(avgPrice(current), avgPrice(previous)),
        avgExpensePerUser: avgPerUser(current),
        avgExpensePerUserPercentage: percentChange(avgPerUser(current), avgPerUser(previous)),
      };
    },

    get: (scope: TenantScope, id: string, lang: Language) => sessionOf(database, scope, id, lang),

    /** The driver's tariffs that may price the session: not INVALID and covering its start day. */
    async tariffOptions(scope: TenantScope, id: string, lang: Language): Promise<DriverTariff[]> {
      const row = await reads.find(scope, id);
      if (!row) throw notFound(lang);
      if (!row.user_id || row.source === 'EXTERNAL') return [];
      const tariffs = await reads.tariffsCovering(row.company_id, row.user_id, utcDay(new Date(row.start_date)));
      return tariffs.map((t) => ({
        id: t.id,
        number: Number(t.number),
        status: t.status,
        pricePerKwh: Number(t.price_per_kwh),
        currency: t.currency,
        startDate: t.start_date,
        endDate: t.end_date,
      }));
    },

    /**
     * An administrator's correction: start, duration, energy (and meters), the tariff, review
     * fields. The error code is checked again and the session priced again; a session in a
     * SUBMITTED receipt answers 409 and does not change.
     */
    async update(principal: Principal, scope: TenantScope, id: string, body: UpdateChargingSession, lang: Language, now = new Date()) {
      return database.transaction(async (tx) => {
        const repo = chargingSessionsRepository(tx);
        const row = await repo.find(scope, id, { lock: true });
        if (!row) throw notFound(lang);
        if (row.receipt_status === 'SUBMITTED') throw lockedByReceipt(lang);
        if (row.source === 'EXTERNAL' && body.tariffId) throw new AppError(409, 'CONFLICT', chargingSessionMessage('externalNotEditable', lang));
        const meterStartWh = body.meterStartWh !== undefined ? body.meterStartWh : num(row.meter_start_wh);
        const meterEndWh = body.meterEndWh !== undefined ? body.meterEndWh : num(row.meter_end_wh);
        const facts = {
          startDate: new Date(body.startDate),
          durationSeconds: body.durationSeconds,
          wattHours: body.wattHours,
          meterStartWh,
          meterEndWh,
          energyDifferenceWh: meterStartWh !== null && meterEndWh !== null ? meterEndWh - meterStartWh : num(row.energy_difference_wh),
        };
        const errorCode = errorCodeOf(facts, { now, cableCreatedAt: await repo.cableCreatedAt(row.company_id, row.cable_id) });
        await repo.updateFacts(row.company_id, id, { ...facts, errorCode });
        if (body.reviewStatus !== undefined) {
          await repo.setReview([id], { status: body.reviewStatus, type: body.reviewType ?? null, tags: body.reviewTags ?? null, by: principal.userId });
        }

        if (row.source === 'EXTERNAL') {
          const price = num(row.tariff_price);
          await repo.setPrice(row.company_id, id, {
            tariffId: null,
            tariffPrice: price,
            priceBasis: row.price_basis,
            expenseMinor: price !== null && facts.wattHours ? sessionExpenseMinor(facts.wattHours, price) : 0,
            reimbursable: false,
          });
          return sessionOf(tx, { companyId: null }, id, lang);
        }
        if (body.tariffId) {
          // A tariff the administrator picks: the driver's, not INVALID, covering the start day. The
          // pricing core keeps a session on its tariff among equally ranked ones.
          const tariff = row.user_id ? await repo.tariffOf(row.company_id, row.user_id, body.tariffId) : undefined;
          if (!tariff) throw fieldError('tariffId', chargingSessionMessage('tariffNotFound', lang));
          if (tariff.status === 'INVALID') throw fieldError('tariffId', chargingSessionMessage('tariffInvalid', lang));
          const day = utcDay(facts.startDate);
          if (tariff.start_date > day || (tariff.end_date !== null && tariff.end_date < day)) {
            throw fieldError('tariffId', chargingSessionMessage('tariffNotCovering', lang));
          }
          await repo.setTariff(row.company_id, id, tariff.id);
        } else if (body.tariffId === null) {
          await repo.setTariff(row.company_id, id, null);
        }
        await reprice(tx, row);
        if (body.tariffId && (await repo.tariffIdOf(row.company_id, id)) !== body.tariffId) {
          throw fieldError('tariffId', chargingSessionMessage('tariffOutranked', lang));
        }
        return sessionOf(tx, { companyId: null }, id, lang);
      });
    },

    /** The review status dialog: status, type and tags; IGNORED or back changes what is reimbursable. */
    async setStatus(principal: Principal, scope: TenantScope, id: string, body: ChargingSessionStatus, lang: Language) {
      return database.transaction(async (tx) => {
        const repo = chargingSessionsRepository(tx);
        const row = await repo.find(scope, id, { lock: true });
        if (!row) throw notFound(lang);
        if (row.receipt_status === 'SUBMITTED') throw lockedByReceipt(lang);
        const decided = body.reviewStatus === 'REVIEWED' || body.reviewStatus === 'IGNORED';
        const type = body.reviewType !== undefined ? body.reviewType : row.review_type ?? (decided ? 'MANUAL' : null);
        await repo.setReview([id], { status: body.reviewStatus, type, tags: body.reviewTags ?? null, by: principal.userId });
        await reprice(tx, row);
        return sessionOf(tx, { companyId: null }, id, lang);
      });
    },

    /** Marks many sessions REVIEWED or IGNORED, all or nothing. */
    async bulkReview(principal: Principal, scope: TenantScope, body: ChargingSessionBulkReview, lang: Language) {
      const ids = [...new Set(body.ids)];
      return database.transaction(async (tx) => {
        const repo = chargingSessionsRepository(tx);
        const rows = await repo.lockMany(scope, ids);
        if (rows.length !== ids.length) throw new AppError(404, 'NOT_FOUND', chargingSessionMessage('someNotFound', lang));
        if (rows.some((r) => r.receipt_status === 'SUBMITTED')) {
          throw new AppError(409, 'CONFLICT', chargingSessionMessage('someInSubmittedReceipt', lang));
        }
        const untyped = rows.filter((r) => r.review_type === null).map((r) => r.id);
        const typed = rows.filter((r) => r.review_type !== null).map((r) => r.id);
        if (untyped.length) await repo.setReview(untyped, { status: body.reviewStatus, type: 'MANUAL', tags: null, by: principal.userId });
        if (typed.length) await repo.setReview(typed, { status: body.reviewStatus, type: null, tags: null, by: principal.userId });
        const byCompany = new Map<string, string[]>();
        for (const r of rows) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r.id]);
        for (const [companyId, sessionIds] of byCompany) await repriceStoredSessions(tx, { companyId, sessionIds });
        return { updated: rows.length };
      });
    },

    /** Imports public-charging sessions for the selected company (or the one named by an administrator). */
    async importExternal(scope: TenantScope, body: ExternalSessionImport, lang: Language) {
      if (body.companyId && scope.companyId && body.companyId !== scope.companyId) {
        throw new AppError(404, 'NOT_FOUND', chargingSessionMessage('companyRequired', lang));
      }
      const companyId = scope.companyId ?? body.companyId;
      if (!companyId) throw fieldError('companyId', chargingSessionMessage('companyRequired', lang));
      return database.transaction((tx) => importExternalSessions(tx, companyId, body, lang));
    },
  };
}
export type ChargingSessionsService = ReturnType<typeof chargingSessionsService>;
