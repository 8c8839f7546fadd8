import {
  CONNECT_TRIAL_DAYS,
  daysInYear,
  fleetMonitorMessage,
  totalPages,
  type ConnectRow,
  type ConnectRowPage,
  type ConnectSummary,
  type DriverChart,
  type DriverChartPoint,
  type FleetMileageQuery,
  type FleetMileageRow,
  type FleetMonitorAccess,
  type FleetMonitorQuery,
  type FleetMonitorSummaryQuery,
  type Language,
  type Paged,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import {
  fleetMonitorRepository,
  type CompanyAccessDb,
  type ConnectRowDb,
  type FleetMileageDb,
  type MonitorFilter,
} from './fleet-monitor.repository.ts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const num = (v: number | string | null) => (v === null ? null : Number(v));

function toRow(r: ConnectRowDb): ConnectRow {
  return {
    driverId: r.user_id,
    driverName: r.driver_name,
    companyId: r.company_id,
    companyName: r.company_name,
    status: r.status,
    vehicle: r.make && r.model ? { make: r.make, model: r.model, modelYear: num(r.model_year), dataState: r.data_state ?? null } : null,
    carDataAt: iso(r.car_data_at),
    latestKm: num(r.last_km),
    latestReadAt: iso(r.last_at),
    latestSource: r.last_source,
    homeChargingPercent: num(r.home_percent),
    drivenKm: num(r.driven_km),
    daysObserved: num(r.days_observed),
    forecastKm: num(r.forecast_km),
    plannedKm: num(r.planned_yearly_km),
    deviationPercent: num(r.deviation_percent),
  };
}

function toMileageRow(r: FleetMileageDb): FleetMileageRow {
  return {
    driverId: r.user_id,
    driverName: r.driver_name,
    companyId: r.company_id,
    companyName: r.company_name,
    plannedYearlyKm: num(r.planned_yearly_km),
    months: Array.from({ length: 12 }, (_, i) => num(r[`m${i + 1}`] ?? null)),
    totalKm: num(r.total_km),
  };
}

function toAccess(companyId: string, a: CompanyAccessDb): FleetMonitorAccess {
  const started = a.connect_trial_started_at ? new Date(a.connect_trial_started_at) : null;
  return {
    companyId,
    hasCarApi: a.has_car_api,
    trialStartedAt: started ? started.toISOString() : null,
    trialEndsAt: started ? new Date(started.getTime() + CONNECT_TRIAL_DAYS * DAY_MS).toISOString() : null,
    trialActive: a.trial_active,
    canStartTrial: !a.has_car_api && !started,
    access: a.has_car_api || a.trial_active,
  };
}

/** Cumulative km at the end of each month: actual up to the latest reading, the plan line and the forecast line. */
export function chartPoints(input: {
  year: number;
  firstKm: number | null;
  lastMonth: number | null;
  monthLastKm: Map<number, number>;
  plannedYearlyKm: number | null;
  drivenKm: number | null;
  daysObserved: number | null;
}): DriverChartPoint[] {
  const diy = daysInYear(input.year);
  const rate = input.drivenKm !== null && input.daysObserved ? input.drivenKm / input.daysObserved : null;
  let last: number | null = null;
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const dayOfYear = (Date.UTC(input.year, month, 1) - Date.UTC(input.year, 0, 1)) / DAY_MS;
    last = input.monthLastKm.get(month) ?? last;
    const reached = input.lastMonth !== null && month <= input.lastMonth;
    return {
      month,
      actualKm: reached && last !== null && input.firstKm !== null ? last - input.firstKm : null,
      planKm: input.plannedYearlyKm !== null ? Math.round((input.plannedYearlyKm * dayOfYear) / diy) : null,
      forecastKm: rate !== null ? Math.round(rate * dayOfYear) : null,
    };
  });
}

/** The Connect fleet monitor: access and trial, rows, summary, the mileage table and a driver's chart. */
export function fleetMonitorService(database: Database) {
  const reads = fleetMonitorRepository(database);

  /** A fleet manager's company without Connect sees the upgrade badge: 403 with the spec's words. */
  async function requireAccess(scope: TenantScope, lang: Language, now: Date) {
    if (!scope.companyId) return;
    const access = await reads.companyAccess(scope.companyId, now);
    if (!access || !(access.has_car_api || access.trial_active)) {
      throw new AppError(403, 'UPGRADE_REQUIRED', fleetMonitorMessage('upgradeRequired', lang));
    }
  }

  const filterOf = (query: FleetMonitorSummaryQuery, now: Date): MonitorFilter => ({
    year: query.year ?? now.getUTCFullYear(),
    now,
    search: query.search || undefined,
    companyId: query.companyId,
  });

  return {
    /** Whether the scope's company has Connect, and its trial; administrators without a company see everything. */
    async access(scope: TenantScope, now = new Date()): Promise<FleetMonitorAccess> {
      if (!scope.companyId) {
        return { companyId: null, hasCarApi: true, trialStartedAt: null, trialEndsAt: null, trialActive: false, canStartTrial: false, access: true };
      }
      const row = await reads.companyAccess(scope.companyId, now);
      if (!row) throw notFound('company');
      return toAccess(scope.companyId, row);
    },

    async rows(scope: TenantScope, query: FleetMonitorQuery, lang: Language, now = new Date()): Promise<ConnectRowPage> {
      await requireAccess(scope, lang, now);
      const { rows, total } = await reads.rows(scope, filterOf(query, now), { field: query.sortField, dir: query.sortDir }, {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toRow), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    async summary(scope: TenantScope, query: FleetMonitorSummaryQuery, lang: Language, now = new Date()): Promise<ConnectSummary> {
      await requireAccess(scope, lang, now);
      const filter = filterOf(query, now);
      const s = await reads.summary(scope, filter);
      return {
        year: filter.year,
        daysInYear: daysInYear(filter.year),
        driversCount: Number(s.drivers_count),
        driversWithData: Number(s.drivers_with_data),
        forecastKm: Number(s.forecast_km),
        drivenKm: Number(s.driven_km),
        plannedKm: Number(s.planned_km),
        averageKmPerDriver: num(s.average_km),
        homeChargingAveragePercent: num(s.home_average),
        noCarDataCount: Number(s.no_car_data),
      };
    },

    async mileage(scope: TenantScope, query: FleetMileageQuery, lang: Language, now = new Date()): Promise<Paged<FleetMileageRow>> {
      await requireAccess(scope, lang, now);
      const { rows, total } = await reads.mileage(scope, filterOf(query, now), { field: query.sortField, dir: query.sortDir }, {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toMileageRow), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    /** One driver's year as a chart; a driver outside the scope or without Connect answers 404. */
    async chart(scope: TenantScope, driverId: string, year: number | undefined, lang: Language, now = new Date()): Promise<DriverChart> {
      await requireAccess(scope, lang, now);
      const filter = filterOf({ year }, now);
      const found = await reads.driverYear(scope, driverId, filter);
      if (!found) throw notFound('driver');
      const { row, months } = found;
      const monthLastKm = new Map(months.map((m) => [Number(m.month), Number(m.last_km)]));
      const drivenKm = num(row.driven_km);
      const daysObserved = num(row.days_observed);
      return {
        driverId,
        driverName: row.driver_name,
        year: filter.year,
        daysInYear: daysInYear(filter.year),
        plannedYearlyKm: num(row.planned_yearly_km),
        drivenKm,
        daysObserved,
        forecastKm: num(row.forecast_km),
        points: chartPoints({
          year: filter.year,
          firstKm: num(row.first_km_year),
          lastMonth: months.length ? Math.max(...monthLastKm.keys()) : null,
          monthLastKm,
          plannedYearlyKm: num(row.planned_yearly_km),
          drivenKm,
          daysObserved,
        }),
      };
    },

    /**
     * Starts the company's 14-day Connect trial, once: a company that already used it, or has
     * CarApi, answers 409. A company outside the caller's reach answers 404.
     */
    async startTrial(principal: Principal, companyId: string, lang: Language, now = new Date()): Promise<FleetMonitorAccess> {
      return database.transaction(async (tx) => {
        const repo = fleetMonitorRepository(tx);
        if (!UUID.test(companyId)) throw notFound('company');
        if (principal.role !== 'ADMINISTRATOR') {
          if (!principal.companyId || !(await repo.managesCompany(companyId, principal.companyId))) throw notFound('company');
        }
        const current = await repo.companyAccess(companyId, now, true);
        if (!current) throw notFound('company');
        if (current.has_car_api) throw conflict(fleetMonitorMessage('alreadyConnect', lang));
        if (current.connect_trial_started_at) throw conflict(fleetMonitorMessage('trialUsed', lang), 'TRIAL_USED');
        await repo.startTrial(companyId, now);
        return toAccess(companyId, (await repo.companyAccess(companyId, now))!);
      });
    },
  };
}
