import {
  mileageMessage,
  mileagePeriodOf,
  totalPages,
  type Language,
  type MileageAggregate,
  type MileageAggregateExport,
  type MileageAggregatePage,
  type MileageAggregateSearch,
  type MileageDue,
  type MileagePlan,
  type MileagePlanInput,
  type MileageReading,
  type MileageReadingExport,
  type MileageReadingPage,
  type MileageReadingSearch,
  type ReportMileage,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { monthRange } from '../users/users.service.ts';
import { aggregateExportColumns, MILEAGE_SHEET_NAMES, readingExportColumns } from './mileage.export.ts';
import { mileageRepository, type AggregateRow, type MileageFilter, type ReadingRow } from './mileage.repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const num = (v: number | string | null) => (v === null ? null : Number(v));

/** A reported reading may be a few minutes ahead of the server's clock, not more. */
const CLOCK_SKEW_MS = 5 * 60_000;

export function toReading(r: ReadingRow): MileageReading {
  return {
    id: r.id,
    driverId: r.user_id,
    driverName: r.driver_name,
    companyId: r.company_id,
    companyName: r.company_name,
    odometerKm: Number(r.odometer_km),
    source: r.source,
    readAt: iso(r.read_at)!,
    flag: r.flag,
    note: r.note,
  };
}

function toAggregate(r: AggregateRow): MileageAggregate {
  return {
    driverId: r.user_id,
    driverName: r.driver_name,
    companyId: r.company_id,
    companyName: r.company_name,
    year: Number(r.year),
    month: Number(r.month),
    firstReadAt: iso(r.first_at),
    firstKm: num(r.first_km),
    lastReadAt: iso(r.last_at),
    lastKm: num(r.last_km),
    drivenKm: num(r.driven_km),
    readingsCount: Number(r.readings_count),
    flaggedCount: Number(r.flagged_count),
    plannedYearlyKm: num(r.planned_yearly_km),
    plannedKm: num(r.planned_km),
    plannedSharePercent: num(r.planned_share),
  };
}

function filterOf(query: MileageReadingSearch | MileageAggregateSearch): MileageFilter & { label: string } {
  const range = monthRange(query);
  return {
    from: range.from,
    to: range.to,
    label: range.label,
    driverId: query.driverId,
    companyId: query.companyId,
    source: query.source,
    flagged: query.flagged,
  };
}

/** The mileage page's two views, the driver's reports and the mileage plan. */
export function mileageService(database: Database) {
  const reads = mileageRepository(database);

  return {
    async readings(scope: TenantScope, query: MileageReadingSearch): Promise<MileageReadingPage> {
      const { rows, total } = await reads.searchReadings(scope, filterOf(query), { field: query.sortField, dir: query.sortDir }, {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toReading), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    readingsExport(scope: TenantScope, query: MileageReadingExport, lang: Language): ExportSpec<ReadingRow> {
      const filter = filterOf(query);
      return {
        fileName: `mileage-${filter.label}`,
        sheetName: MILEAGE_SHEET_NAMES[lang].readings,
        columns: readingExportColumns(lang),
        rows: reads.allReadings(scope, filter, { field: query.sortField, dir: query.sortDir }),
        lang,
      };
    },

    async aggregates(scope: TenantScope, query: MileageAggregateSearch): Promise<MileageAggregatePage> {
      const { rows, total } = await reads.searchAggregates(scope, filterOf(query), { field: query.sortField, dir: query.sortDir }, {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toAggregate), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    aggregatesExport(scope: TenantScope, query: MileageAggregateExport, lang: Language): ExportSpec<MileageAggregate> {
      const filter = filterOf(query);
      const rows = reads.allAggregates(scope, filter, { field: query.sortField, dir: query.sortDir });
      return {
        fileName: `mileage-aggregated-${filter.label}`,
        sheetName: MILEAGE_SHEET_NAMES[lang].aggregated,
        columns: aggregateExportColumns(lang),
        rows: (async function* () {
          for await (const row of rows) yield toAggregate(row);
        })(),
        lang,
      };
    },

    /** The driver reports the odometer; the reading is flagged when implausible. */
    async report(principal: Principal, body: ReportMileage, lang: Language, now = new Date()): Promise<MileageReading> {
      const companyId = principal.companyId;
      if (!companyId) throw conflict(mileageMessage('driverWithoutCompany', lang));
      const readAt = body.readAt ? new Date(body.readAt) : now;
      if (readAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
        const message = mileageMessage('readAtInFuture', lang);
        throw badRequest(message, [{ field: 'readAt', message }]);
      }
      const row = await database.transaction((tx) =>
        mileageRepository(tx).insertReading({
          companyId,
          userId: principal.userId,
          source: 'DRIVER',
          odometerKm: body.odometerKm,
          readAt,
          note: body.note || null,
        }),
      );
      return toReading(row);
    },

    /** Whether the company's mileage query frequency asks the driver for a reading now. */
    async due(principal: Principal, now = new Date()): Promise<MileageDue> {
      const companyId = principal.companyId;
      const frequency = companyId ? await reads.companyFrequency(companyId) : undefined;
      const last = companyId ? await reads.lastReading(companyId, principal.userId) : undefined;
      const period = frequency ? mileagePeriodOf(frequency, now) : null;
      return {
        due: !!period && (!last || new Date(last.read_at).getTime() < period.start.getTime()),
        frequency: frequency ?? 'NOT_REQUIRED',
        periodStart: period ? period.start.toISOString() : null,
        periodEnd: period ? period.end.toISOString() : null,
        lastReading: last ? { odometerKm: Number(last.odometer_km), readAt: iso(last.read_at)!, source: last.source } : null,
      };
    },

    /** Sets or removes the driver's yearly km target; a driver outside the scope answers 404. */
    async setPlan(scope: TenantScope, driverId: string, body: MileagePlanInput): Promise<MileagePlan> {
      return database.transaction(async (tx) => {
        const repo = mileageRepository(tx);
        if (!(await repo.lockDriver(scope, driverId))) throw notFound('driver');
        await repo.setPlan(driverId, body.plannedYearlyKm);
        return { driverId, plannedYearlyKm: body.plannedYearlyKm };
      });
    },
  };
}
