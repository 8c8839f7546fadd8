import { utcDay, LICENSE_LIST_PRICES, RENEWAL_STATUSES, type Currency, type LicenseType, type RenewalStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import type { CompanyKey } from './accounts.ts';
import { addDays, addHours, addYears, DAY_MS } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoCompany, DemoContext, DemoDriver, Row } from './model.ts';
import type { Random } from './random.ts';
import type { DemoVehicle } from './vehicles.ts';

/** Yearly license prices and the cable's price, in minor units. */
const pricesOf = (currency: Currency, cable: number) => ({
  homeCharging: LICENSE_LIST_PRICES[currency].HOME_CHARGING,
  connect: LICENSE_LIST_PRICES[currency].CONNECT,
  cable,
});
export const PRICES: Record<Currency, { homeCharging: number; connect: number; cable: number }> = {
  EUR: pricesOf('EUR', 34_900),
  CHF: pricesOf('CHF', 37_900),
  USD: pricesOf('USD', 39_900),
};

/** A stretch of time during which a driver charged with one cable. */
export interface CablePeriod {
  cableId: string;
  hardwareId: string;
  from: Date;
  to: Date | null;
  /** The meter reading when the period starts. */
  meterStartWh: number;
}

/** Lines the invoices area bills: first license years, renewals and cables sold. */
export interface BillableLicense {
  license: Row<typeof schema.licenses>;
  renewal: Row<typeof schema.licenseRenewals> | null;
  company: DemoCompany;
  /** When it is billed: a first year in its start month, a renewal the month before it starts. */
  billedAt: Date;
  text: string;
}

export interface CableSale {
  company: DemoCompany;
  hardwareId: string;
  deliveredAt: Date;
}

/** An upcoming renewal that already has an invoice of its own (INVOICED or PAID). */
export interface RenewalInvoice {
  renewal: Row<typeof schema.licenseRenewals>;
  company: DemoCompany;
  issuedAt: Date;
  paid: boolean;
  text: string;
}

export interface CablesAndLicenses {
  cableRows: Row<typeof schema.cables>[];
  assignmentRows: Row<typeof schema.cableAssignments>[];
  licenseRows: Row<typeof schema.licenses>[];
  renewalRows: Row<typeof schema.licenseRenewals>[];
  periodsByDriver: Map<string, CablePeriod[]>;
  licenseKeyByDriver: Map<string, string>;
  billable: BillableLicense[];
  cableSales: CableSale[];
  renewalInvoices: RenewalInvoice[];
}

const FIRMWARE: readonly (readonly [string, number])[] = [
  ['3.1.0', 40],
  ['3.0.2', 30],
  ['2.8.4', 20],
  ['2.6.1', 10],
];

/** Spare cables in stock (ACTIVE, no driver) and retired ones (INACTIVE, never handed out). */
const STOCK: readonly { company: CompanyKey; status: 'ACTIVE' | 'INACTIVE' }[] = [
  { company: 'parent', status: 'ACTIVE' },
  { company: 'parent', status: 'ACTIVE' },
  { company: 'childMunich', status: 'ACTIVE' },
  { company: 'zurich', status: 'ACTIVE' },
  { company: 'austin', status: 'ACTIVE' },
  { company: 'childVienna', status: 'INACTIVE' },
];

/**
 * Renewal statuses of the licenses that expire within 30 days, in the order they are handed out:
 * each status of the renewal's course before RENEWED once, then PENDING again.
 */
const UPCOMING_RENEWALS: RenewalStatus[] = [...RENEWAL_STATUSES.slice(0, RENEWAL_STATUSES.indexOf('RENEWED')), 'PENDING'];

function hardwareId(rng: Random, used: Set<string>): string {
  let id: string;
  do id = `FWC-${rng.hex(4)}-${rng.hex(4)}`.toUpperCase();
  while (used.has(id));
  used.add(id);
  return id;
}

function licenseKey(rng: Random, used: Set<string>): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let key: string;
  do key = `FW-${rng.letters(4, alphabet)}-${rng.letters(4, alphabet)}-${rng.letters(4, alphabet)}`;
  while (used.has(key));
  used.add(key);
  return key;
}

/**
 * One cable per driver (a few drivers swapped a faulty cable for a new one during the year), spare
 * and retired cables, the assignment history, and licenses with their renewals.
 */
export function buildCablesAndLicenses(
  ctx: DemoContext,
  companies: DemoCompany[],
  drivers: DemoDriver[],
  vehicles: Map<string, DemoVehicle>,
): CablesAndLicenses {
  const rng = ctx.random('cables-and-licenses');
  const { monthStart, windowStart } = ctx;
  const nextCable = idSequence('cable');
  const nextAssignment = idSequence('cableAssignment');
  const nextLicense = idSequence('license');
  const nextRenewal = idSequence('licenseRenewal');
  const usedHardware = new Set<string>();
  const usedKeys = new Set<string>();
  const upcomingStatuses = [...UPCOMING_RENEWALS];
  const out: CablesAndLicenses = {
    cableRows: [],
    assignmentRows: [],
    licenseRows: [],
    renewalRows: [],
    periodsByDriver: new Map(),
    licenseKeyByDriver: new Map(),
    billable: [],
    cableSales: [],
    renewalInvoices: [],
  };
  const inWindow = (d: Date) => d.getTime() >= windowStart.getTime() && d.getTime() < monthStart.getTime();

  const addCable = (
    company: DemoCompany,
    createdAt: Date,
    status: 'ACTIVE' | 'INACTIVE',
    userId: string | null,
    firmware: string,
  ) => {
    const id = nextCable();
    const hw = hardwareId(rng, usedHardware);
    out.cableRows.push({
      id,
      companyId: company.id,
      userId,
      hardwareId: hw,
      status,
      firmwareVersion: firmware,
      pincodeResetRequired: rng.chance(0.04),
      pincodeMasterOverride: rng.chance(0.03),
      createdAt,
      updatedAt: createdAt,
    });
    return { id, hw };
  };
  const assign = (company: DemoCompany, cableId: string, userId: string, from: Date, to: Date | null) => {
    out.assignmentRows.push({
      id: nextAssignment(),
      companyId: company.id,
      cableId,
      userId,
      assignedAt: from,
      unassignedAt: to,
      assignedBy: company.managerId,
      createdAt: from,
      updatedAt: to ?? from,
    });
  };

  // Drivers who swap cables: veterans with room for a swap inside the window.
  const swapCandidates = rng
    .shuffle(drivers.filter((d) => !d.isDemoDriver && d.company.key !== 'newcomer' && d.cableAssignedAt < addDays(windowStart, 30)))
    .slice(0, 5);
  const swappers = new Set(swapCandidates.map((d) => d.id));

  for (const driver of drivers) {
    const company = driver.company;
    const firstCreated = addDays(driver.cableAssignedAt, -rng.int(1, 5));
    const firmware = rng.weighted(FIRMWARE);
    const periods: CablePeriod[] = [];
    // A cable in use before the window has counted energy already; a new one starts near zero.
    const meterAt = (from: Date) => (from < windowStart ? rng.int(150_000, 2_500_000) : rng.int(0, 40));
    let currentCable: { id: string; hw: string };
    if (swappers.has(driver.id)) {
      const swapAt = addHours(addDays(windowStart, rng.int(60, 300)), rng.int(8, 16));
      const old = addCable(company, firstCreated, 'INACTIVE', null, rng.pick(['2.6.1', '2.8.4']));
      out.cableRows[out.cableRows.length - 1]!.updatedAt = swapAt;
      assign(company, old.id, driver.id, driver.cableAssignedAt, swapAt);
      periods.push({ cableId: old.id, hardwareId: old.hw, from: driver.cableAssignedAt, to: swapAt, meterStartWh: meterAt(driver.cableAssignedAt) });
      const created = addDays(swapAt, -2);
      currentCable = addCable(company, created, 'ACTIVE', driver.id, '3.1.0');
      assign(company, currentCable.id, driver.id, swapAt, null);
      periods.push({ cableId: currentCable.id, hardwareId: currentCable.hw, from: swapAt, to: null, meterStartWh: 0 });
    } else {
      currentCable = addCable(company, firstCreated, 'ACTIVE', driver.id, firmware);
      assign(company, currentCable.id, driver.id, driver.cableAssignedAt, null);
      periods.push({
        cableId: currentCable.id,
        hardwareId: currentCable.hw,
        from: driver.cableAssignedAt,
        to: null,
        meterStartWh: meterAt(driver.cableAssignedAt),
      });
      if (inWindow(firstCreated)) out.cableSales.push({ company, hardwareId: currentCable.hw, deliveredAt: firstCreated });
    }
    out.periodsByDriver.set(driver.id, periods);

    // The home-charging license, from the first handover, renewed every year.
    const key = licenseKey(rng, usedKeys);
    out.licenseKeyByDriver.set(driver.id, key);
    const start = driver.cableAssignedAt;
    const anniversaries: Date[] = [];
    for (let k = 1; addYears(start, k) <= addDays(monthStart, 400); k++) anniversaries.push(addYears(start, k));
    const passed = anniversaries.filter((a) => a <= monthStart);
    const next = anniversaries.find((a) => a > monthStart)!;
    const plan = driver.licensePlan;
    let expiration = next;
    let cancelledAt: Date | null = null;
    let renewedUntil = passed;
    if (plan === 'EXPIRED') {
      expiration = passed[passed.length - 1]!;
      renewedUntil = passed.slice(0, -1);
    } else if (plan === 'CANCELLED') {
      cancelledAt = addHours(addDays(start, rng.int(30, Math.max(31, Math.floor((monthStart.getTime() - start.getTime()) / DAY_MS) - 5))), 2);
      if (cancelledAt >= monthStart) cancelledAt = addDays(monthStart, -5);
      expiration = anniversaries.find((a) => a > cancelledAt!)!;
      renewedUntil = passed.filter((a) => a < cancelledAt!);
    }
    const currency = company.currency;
    const price = PRICES[currency].homeCharging;
    const license: Row<typeof schema.licenses> = {
      id: nextLicense(),
      companyId: company.id,
      cableId: currentCable.id,
      userId: driver.id,
      type: 'HOME_CHARGING',
      status: plan,
      licenseKey: key,
      startDate: utcDay(start),
      expirationDate: utcDay(expiration),
      cancelledAt,
      priceMinor: price,
      currency,
      createdAt: start,
      updatedAt: cancelledAt ?? renewedUntil[renewedUntil.length - 1] ?? start,
    };
    out.licenseRows.push(license);
    const name = `${driver.firstName} ${driver.lastName}`;
    if (inWindow(start)) {
      out.billable.push({ license, renewal: null, company, billedAt: start, text: `${name} · ${currentCable.hw} · first year` });
    }
    renewedUntil.forEach((periodStart, i) => {
      if (periodStart < windowStart) return;
      const renewal: Row<typeof schema.licenseRenewals> = {
        id: nextRenewal(),
        companyId: company.id,
        licenseId: license.id!,
        status: 'RENEWED',
        periodStart: utcDay(periodStart),
        periodEnd: utcDay(addDays(anniversaries[i + 1] ?? addYears(periodStart, 1), -1)),
        priceMinor: price,
        currency,
        createdAt: addDays(periodStart, -40),
        updatedAt: periodStart,
      };
      out.renewalRows.push(renewal);
      const billedAt = addDays(periodStart, -30);
      if (billedAt >= windowStart) {
        out.billable.push({ license, renewal, company, billedAt, text: `${name} · ${currentCable.hw} · renewal from ${utcDay(periodStart)}` });
      }
    });

    // The renewal under way for licenses near or past their end.
    let upcoming: RenewalStatus | null = null;
    if (plan === 'EXPIRING_SOON') upcoming = upcomingStatuses.shift() ?? 'PENDING';
    if (plan === 'CANCELLED') upcoming = 'CANCELLED';
    // An expired license always has its renewal opened (by the daily job, which did it on the way).
    if (plan === 'EXPIRED') upcoming = rng.pick<RenewalStatus>(['CANCELLED', 'AWAITING_CONFIRMATION', 'PENDING']);
    if (upcoming) {
      const requested = plan === 'CANCELLED' ? cancelledAt! : addDays(expiration, -rng.int(40, 50));
      const renewal: Row<typeof schema.licenseRenewals> = {
        id: nextRenewal(),
        companyId: company.id,
        licenseId: license.id!,
        status: upcoming,
        periodStart: utcDay(expiration),
        periodEnd: utcDay(addDays(addYears(expiration, 1), -1)),
        priceMinor: price,
        currency,
        createdAt: requested,
        updatedAt: addDays(requested, upcoming === 'PENDING' ? 0 : 3),
      };
      out.renewalRows.push(renewal);
      if (upcoming === 'INVOICED' || upcoming === 'PAID') {
        out.renewalInvoices.push({
          renewal,
          company,
          issuedAt: addHours(addDays(requested, 2), 9),
          paid: upcoming === 'PAID',
          text: `${name} · ${currentCable.hw} · renewal from ${utcDay(expiration)}`,
        });
      }
    }

    // A Connect license for a driver whose car is connected.
    const vehicle = vehicles.get(driver.id);
    if (vehicle) {
      const connectStart = vehicle.connectedAt;
      const connect: Row<typeof schema.licenses> = {
        id: nextLicense(),
        companyId: company.id,
        cableId: null,
        userId: driver.id,
        type: 'CONNECT' satisfies LicenseType,
        status: vehicle.disconnectedAt ? 'CANCELLED' : 'ACTIVE',
        licenseKey: licenseKey(rng, usedKeys),
        startDate: utcDay(connectStart),
        expirationDate: utcDay(addYears(connectStart, 1)),
        cancelledAt: vehicle.disconnectedAt,
        priceMinor: PRICES[currency].connect,
        currency,
        createdAt: connectStart,
        updatedAt: vehicle.disconnectedAt ?? connectStart,
      };
      out.licenseRows.push(connect);
      if (inWindow(connectStart)) {
        out.billable.push({ license: connect, renewal: null, company, billedAt: connectStart, text: `${name} · Connect fleet monitor · first year` });
      }
    }
  }

  for (const stock of STOCK) {
    const company = companies.find((c) => c.key === stock.company)!;
    const createdAt = addHours(addDays(windowStart, rng.int(20, 330)), rng.int(8, 16));
    const cable = addCable(company, createdAt, stock.status, null, stock.status === 'ACTIVE' ? '3.1.0' : '2.6.1');
    if (stock.status === 'ACTIVE') out.cableSales.push({ company, hardwareId: cable.hw, deliveredAt: createdAt });
    else out.cableRows[out.cableRows.length - 1]!.updatedAt = addDays(createdAt, 14);
  }
  return out;
}
