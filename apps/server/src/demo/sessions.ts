import { sessionExpenseMinor, type ReviewStatus, type ReviewTag, type ReviewType, type SessionErrorCode } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { DEMO_IDS } from './accounts.ts';
import type { CablePeriod } from './cables-and-licenses.ts';
import { addHours, addMinutes, DAY_MS, HOUR_MS, maxDate, minDate, type MonthRef } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoContext, DemoDriver, Row } from './model.ts';

import { REGIONS } from './places.ts';
import type { Random } from './random.ts';
import { tariffAt, type TariffPeriod } from './tariffs.ts';
import type { DemoVehicle } from './vehicles.ts';

export type SessionRow = Row<typeof schema.chargingSessions>;

export interface DemoSession {
  row: SessionRow;
  driver: DemoDriver;
  /** Index into ctx.months; ctx.months.length for the current month. */
  monthIndex: number;
}

const ERROR_TAGS: Record<Exclude<SessionErrorCode, 0>, ReviewTag[]> = {
  1: ['UNKNOWN_ERROR'],
  2: ['NEGATIVE_DURATION'],
  3: ['WRONG_TIMESTAMP'],
  4: ['NEGATIVE_DURATION', 'WRONG_TIMESTAMP'],
  5: ['MISSING_KWH'],
};

/** Share of sessions with each error code 1 to 5. */
const ERROR_SHARE = 0.015;

const OPERATORS: Record<string, { names: string[]; price: [number, number] }> = {
  GERMANY: { names: ['IONITY', 'EnBW mobility+', 'Tesla Supercharger', 'Allego', 'Aral pulse'], price: [4900, 7900] },
  AUSTRIA: { names: ['SMATRICS', 'IONITY', 'Wien Energie'], price: [4500, 7500] },
  SWITZERLAND: { names: ['GOFAST', 'Swisscharge', 'IONITY'], price: [5500, 8500] },
  UNITED_STATES: { names: ['Electrify America', 'EVgo', 'Tesla Supercharger'], price: [3600, 5600] },
};

const utcOffset = (driver: DemoDriver, at: Date) =>
  REGIONS[driver.company.region].utcOffsetWinter + (at.getUTCMonth() >= 3 && at.getUTCMonth() <= 9 ? 1 : 0);

/** Evening and night: when company cars come home and plug in. */
function localStartHour(rng: Random, weekend: boolean): number {
  if (weekend && rng.chance(0.3)) return rng.float(10, 16);
  return rng.weighted([
    [rng.float(17, 19), 3],
    [rng.float(19, 22), 4.5],
    [rng.float(22, 24), 1.5],
    [rng.float(0, 2), 1],
  ] as const);
}

function reviewOf(rng: Random, monthIndex: number): ReviewStatus {
  if (monthIndex >= 10) return 'TO_BE_REVIEWED';
  return rng.weighted([
    ['REVIEWED', 55],
    ['IGNORED', 35],
    ['TO_BE_REVIEWED', 10],
  ] as const);
}

/**
 * Twelve months of home-charging sessions per driver and the current month up to an hour before
 * now, on the cable the driver had at the time and priced with the tariff valid at the start; a few
 * percent with each error code, implausible energy or overlaps go to review (reviewed or ignored
 * in older months, still waiting in the last two and in the current one). Plus some public-charging
 * imports (EXTERNAL) and sessions entered by an administrator (MANUAL).
 */
export function buildSessions(
  ctx: DemoContext,
  drivers: DemoDriver[],
  periodsByDriver: Map<string, CablePeriod[]>,
  tariffsByDriver: Map<string, TariffPeriod[]>,
  vehicles: Map<string, DemoVehicle>,
): DemoSession[] {
  const rng = ctx.random('sessions');
  const { now, monthStart, currentMonth, months } = ctx;
  const nextId = idSequence('session');
  const admin = DEMO_IDS.users.admin;
  const sessions: DemoSession[] = [];
  const endedLatestEnd = addMinutes(monthStart, -45);
  const currentLatestEnd = addHours(now, -1);
  const currentMonthFills: (() => void)[] = [];

  const price = (driver: DemoDriver, row: SessionRow) => {
    const tariff = tariffAt(tariffsByDriver.get(driver.id), row.startDate);
    row.tariffId = tariff?.id ?? null;
    row.tariffPrice = tariff?.price ?? null;
    row.expenseMinor = tariff && row.wattHours != null ? sessionExpenseMinor(row.wattHours, tariff.price) : 0;
    row.reimbursable = tariff?.status === 'VALID' && row.errorCode === 0 && row.reviewStatus !== 'IGNORED';
    row.priceBasis = !tariff ? 'NO_TARIFF' : tariff.status === 'VALID' ? 'TARIFF' : 'TARIFF_NOT_VALID';
  };

  for (const driver of drivers) {
    const periods = periodsByDriver.get(driver.id) ?? [];
    if (periods.length === 0) continue;
    const company = driver.company;
    const vehicle = vehicles.get(driver.id);
    const batteryWh = vehicle?.capacityWh ?? rng.pick([58_000, 64_000, 77_000, 82_000]);
    const powerW = rng.weighted([
      [11_000, 6],
      [7_400, 3],
      [3_700, 1],
    ] as const);
    const intensity = driver.isDemoDriver ? 18 : rng.int(3, 26);
    const meters = new Map(periods.map((p) => [p.cableId, p.meterStartWh]));
    let mobileIndex = rng.int(1, 400);
    let previous: SessionRow | null = null;
    let previousEnd = 0;

    /**
     * One month of the driver's sessions, drawn from `r` (the public charging from `rPublic`): none
     * ends after `latestEnd`, and no imported one arrives at or after `recordedBefore`.
     */
    const fillMonth = (month: MonthRef, monthIndex: number, draws: { r: Random; rPublic: Random }, latestEnd: Date, recordedBefore: Date) => {
      const { r, rPublic } = draws;
      const current = monthIndex === months.length;
      const activeFrom = maxDate(month.start, periods[0]!.from);
      if (activeFrom >= month.end) return;
      const share = (month.end.getTime() - activeFrom.getTime()) / (month.end.getTime() - month.start.getTime());
      const season = [11, 12, 1, 2].includes(month.month) ? 1.1 : [6, 7, 8].includes(month.month) ? 0.9 : 1;
      const holiday = !driver.isDemoDriver && r.chance(0.05);
      const count = holiday ? 0 : Math.min(40, Math.max(0, Math.round(intensity * season * share * r.float(0.6, 1.4))));
      const firstDay = Math.floor((activeFrom.getTime() - month.start.getTime()) / DAY_MS);
      const starts: Date[] = [];
      for (let k = 0; k < count; k++) {
        const day = r.int(firstDay, month.days - 1);
        const date = new Date(month.start.getTime() + day * DAY_MS);
        const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
        const local = localStartHour(r, weekend);
        const start = new Date(date.getTime() + (local - utcOffset(driver, date)) * HOUR_MS);
        starts.push(new Date(Math.floor(start.getTime() / 1000) * 1000));
      }
      starts.sort((a, b) => a.getTime() - b.getTime());

      for (let start of starts) {
        const roll = r.next();
        let errorCode: SessionErrorCode = 0;
        for (let code = 1; code <= 5; code++) if (roll >= (code - 1) * ERROR_SHARE && roll < code * ERROR_SHARE) errorCode = code as SessionErrorCode;
        const special = r.next();
        const highEnergy = errorCode === 0 && special < 0.004;
        const overlap = errorCode === 0 && !highEnergy && special < 0.007 && previous !== null;

        if (overlap && previous) {
          const prevDuration = Math.max(previous.durationSeconds, 60);
          start = new Date(previousEnd - Math.min(r.int(10, 60) * 60, Math.floor(prevDuration / 2)) * 1000);
        } else if (start.getTime() < previousEnd + 10 * 60_000) {
          start = new Date(previousEnd + r.int(15, 120) * 60_000);
        }
        const period = periods.find((p) => p.from <= start && (p.to === null || start < p.to));
        // Stay inside the month: a night session of the 1st may begin on the last evening before it.
        if (!period || start < activeFrom || start >= month.end) continue;

        let wh = Math.round(Math.min(Math.max(r.normal(22 * season, 10), 5), 60, (batteryWh / 1000) * 0.92) * 1000);
        let tags: ReviewTag[] = [];
        let reviewType: ReviewType | null = null;
        if (highEnergy) {
          wh = vehicle ? batteryWh + r.int(3_000, 15_000) : r.int(151_000, 175_000);
          tags = [vehicle ? 'ABOVE_BATTERY_CAPACITY' : 'ABOVE_150_KWH'];
          reviewType = 'HIGH_ENERGY';
        }
        if (overlap) {
          tags = ['OVERLAPPING_SESSION'];
          reviewType = 'OVERLAP';
        }
        if (errorCode !== 0) {
          tags = [...ERROR_TAGS[errorCode]];
          reviewType = 'ERROR_CODE';
        }
        const chargeSeconds = Math.round((wh / (powerW * 0.93)) * 3600) + r.int(0, 600);
        const end = start.getTime() + chargeSeconds * 1000;
        // The current month stops at the first session not yet over, so that a later `now` only adds.
        if (end > latestEnd.getTime() && current) break;
        if (end > latestEnd.getTime() || (period.to && end > period.to.getTime())) continue;

        const meterStart = meters.get(period.cableId)!;
        meters.set(period.cableId, meterStart + wh);
        const missingEnergy = errorCode === 5;
        let createdAt = addMinutes(new Date(end), r.int(1, 30));
        if (errorCode === 3 || errorCode === 4) createdAt = addHours(start, -r.int(1, 36));
        let reviewStatus: ReviewStatus = 'NONE';
        if (reviewType) reviewStatus = reviewOf(r, monthIndex);
        else if (monthIndex < 10 && r.chance(0.003)) {
          reviewStatus = 'IGNORED';
          reviewType = 'MANUAL';
        }
        const reviewedAt =
          reviewStatus === 'REVIEWED' || reviewStatus === 'IGNORED'
            ? minDate(addHours(maxDate(createdAt, new Date(end)), r.int(30, 240)), addHours(monthStart, -2))
            : null;
        if (reviewStatus === 'REVIEWED') tags.push('CHECKED_BY_ADMIN');

        const row: SessionRow = {
          id: nextId(),
          companyId: company.id,
          userId: driver.id,
          cableId: period.cableId,
          cableHardwareId: period.hardwareId,
          mobileIdentifierIndex: mobileIndex++,
          startDate: start,
          durationSeconds: errorCode === 2 || errorCode === 4 ? -chargeSeconds : chargeSeconds,
          wattHours: missingEnergy ? null : wh,
          meterStartWh: meterStart,
          meterEndWh: missingEnergy ? null : meterStart + wh,
          energyDifferenceWh: missingEnergy ? null : wh,
          tariffId: null,
          tariffPrice: null,
          expenseMinor: 0,
          currency: company.currency,
          reimbursable: false,
          errorCode,
          receiptId: null,
          receiptStatus: null,
          reviewStatus,
          reviewType,
          reviewTags: tags,
          reviewedAt,
          reviewedBy: reviewedAt ? admin : null,
          source: 'CABLE',
          externalOperator: null,
          externalReference: null,
          createdAt,
          updatedAt: reviewedAt ?? createdAt,
        };
        price(driver, row);
        sessions.push({ row, driver, monthIndex });
        previous = row;
        previousEnd = Math.max(previousEnd, end);
      }

      // Public charging on the road, imported from the charge-card provider.
      const operators = OPERATORS[company.country]!;
      if (vehicle && rPublic.chance(0.1)) {
        const day = rPublic.int(firstDay, month.days - 1);
        const start = new Date(month.start.getTime() + day * DAY_MS + Math.round(rPublic.float(8, 17) * 3600) * 1000);
        const wh = rPublic.int(15_000, 55_000);
        const operatorPrice = rPublic.int(...operators.price);
        const duration = Math.round((wh / (rPublic.int(50, 150) * 1000)) * 3600);
        const createdAt = addHours(start, rPublic.int(24, 96));
        if (start >= activeFrom && createdAt < recordedBefore) {
          sessions.push({
            driver,
            monthIndex,
            row: {
              id: nextId(),
              companyId: company.id,
              userId: driver.id,
              cableId: null,
              cableHardwareId: null,
              mobileIdentifierIndex: null,
              startDate: start,
              durationSeconds: duration,
              wattHours: wh,
              meterStartWh: null,
              meterEndWh: null,
              energyDifferenceWh: null,
              tariffId: null,
              tariffPrice: operatorPrice,
              expenseMinor: sessionExpenseMinor(wh, operatorPrice),
              currency: company.currency,
              reimbursable: false,
              errorCode: 0,
              receiptId: null,
              receiptStatus: null,
              reviewStatus: 'NONE',
              reviewType: null,
              reviewTags: [],
              reviewedAt: null,
              reviewedBy: null,
              source: 'EXTERNAL',
              externalOperator: rPublic.pick(operators.names),
              externalReference: `EXT-${rPublic.hex(12).toUpperCase()}`,
              createdAt,
              updatedAt: createdAt,
            },
          });
        }
      }
    };

    months.forEach((month, monthIndex) => fillMonth(month, monthIndex, { r: rng, rPublic: rng }, endedLatestEnd, monthStart));
    // The current month, from streams of its own per driver and month, after all ended months: the
    // ended months then come out the same whatever the day, and a later `now` in the same month
    // keeps the sessions of an earlier one (under other ids). Drawn for the whole month, kept up to
    // an hour before now.
    const stream = `sessions:${currentMonth.year}-${currentMonth.month}:${driver.id}`;
    currentMonthFills.push(() =>
      fillMonth(currentMonth, months.length, { r: ctx.random(stream), rPublic: ctx.random(`${stream}:public`) }, currentLatestEnd, now),
    );
  }

  // Sessions the app never sent, entered by an administrator from the cable's display.
  const candidates = sessions.filter((s) => s.row.source === 'CABLE' && s.row.errorCode === 0 && s.row.reviewStatus === 'NONE');
  for (const session of rng.shuffle(candidates).slice(0, 12)) {
    const row = session.row;
    row.source = 'MANUAL';
    row.mobileIdentifierIndex = null;
    row.createdAt = minDate(addHours(row.createdAt!, rng.int(48, 240)), addHours(monthStart, -3));
    row.updatedAt = row.createdAt;
  }

  // Only now the current month, so that its sessions take the ids after those of the ended months
  // and none of them is one of the hand-entered sessions above.
  for (const fill of currentMonthFills) fill();

  return sessions.sort((a, b) => a.row.startDate.getTime() - b.row.startDate.getTime() || a.row.id!.localeCompare(b.row.id!));
}
