import { createHash } from 'node:crypto';
import { utcDay, TARIFF_REJECTION_REASONS, type CompanyLanguage, type Currency, type TariffRejectionReason, type TariffStatus } from '@fleetwatt/shared';
import type * as schema from '../db/schema/index.ts';
import { DEMO_IDS } from './accounts.ts';
import { addDays, addHours, addMonths } from './calendar.ts';
import { idSequence } from './ids.ts';
import type { DemoContext, DemoDriver, Row } from './model.ts';
import { asciiSlug, type RegionKey } from './places.ts';
import type { Random } from './random.ts';
import { renderUtilityBill } from './tariff-pdf.ts';

/** Household prices per kWh in ten-thousandths, by country; a change stays inside the band. */
const PRICE_BANDS: Record<string, { first: [number, number]; band: [number, number] }> = {
  GERMANY: { first: [3000, 4200], band: [2500, 4500] },
  AUSTRIA: { first: [2500, 3600], band: [2500, 4500] },
  SWITZERLAND: { first: [2400, 3600], band: [2200, 3900] },
  UNITED_STATES: { first: [1100, 1900], band: [1000, 2200] },
};

const UTILITIES: Record<RegionKey, { fixed: string[]; dynamic: string | null }> = {
  MUC: { fixed: ['Stadtwerke München', 'E.ON Energie Deutschland', 'Polarstern', 'LichtBlick'], dynamic: 'Tibber Deutschland' },
  BER: { fixed: ['Vattenfall Europe Sales', 'Berliner Stadtwerke'], dynamic: 'Tibber Deutschland' },
  VIE: { fixed: ['Wien Energie', 'EVN Energievertrieb'], dynamic: 'aWATTar Austria' },
  IBK: { fixed: ['TIWAG-Tiroler Wasserkraft', 'IKB Innsbrucker Kommunalbetriebe'], dynamic: 'aWATTar Austria' },
  ZRH: { fixed: ['ewz Elektrizitätswerk der Stadt Zürich', 'EKZ Elektrizitätswerke des Kantons Zürich', 'Stadtwerk Winterthur'], dynamic: null },
  AUS: { fixed: ['Austin Energy', 'Pedernales Electric Cooperative'], dynamic: null },
};

/** What the reviewing administrator wrote, in the company's language as the verification job writes. */
const REVIEW_TEXTS: Record<
  CompanyLanguage,
  { checked: [topic: string, description: string]; rejections: Record<TariffRejectionReason, [topic: string, description: string]> }
> = {
  ENGLISH: {
    checked: ['Document checked', 'Name, address and price match the bill.'],
    rejections: {
      INVALID_DOCUMENT: ['Unreadable document', 'The upload shows the first page only; the page with the prices is missing.'],
      INVALID_ADDRESS: ['Address does not match', "The bill is for a delivery address other than the driver's home."],
      INVALID_PRICE: ['Price not verifiable', 'The energy charge on the bill differs from the price entered.'],
      MISSING_INFORMATION: ['Information missing', 'The bill does not show when the contract started.'],
      OTHER: ['Commercial tariff', 'This is a business tariff; please upload the household tariff of the home address.'],
    },
  },
  GERMAN: {
    checked: ['Dokument geprüft', 'Name, Adresse und Preis stimmen mit der Rechnung überein.'],
    rejections: {
      INVALID_DOCUMENT: ['Dokument nicht lesbar', 'Der Upload zeigt nur die erste Seite; die Seite mit den Preisen fehlt.'],
      INVALID_ADDRESS: ['Adresse stimmt nicht überein', 'Die Rechnung gilt für eine andere Lieferadresse als die Wohnadresse des Fahrers.'],
      INVALID_PRICE: ['Preis nicht nachprüfbar', 'Der Arbeitspreis auf der Rechnung weicht vom eingegebenen Preis ab.'],
      MISSING_INFORMATION: ['Angaben fehlen', 'Die Rechnung zeigt nicht, wann der Vertrag begonnen hat.'],
      OTHER: ['Gewerbetarif', 'Dies ist ein Gewerbetarif; bitte laden Sie den Haushaltstarif der Wohnadresse hoch.'],
    },
  },
};

/** What pricing needs to know about a tariff. */
export interface TariffPeriod {
  id: string;
  status: TariffStatus;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  end: string | null;
  price: number;
}

export interface TariffsResult {
  tariffRows: Row<typeof schema.tariffs>[];
  documentRows: Row<typeof schema.documents>[];
  byDriver: Map<string, TariffPeriod[]>;
  rejected: { driver: DemoDriver; tariff: Row<typeof schema.tariffs> }[];
}

function priceIn(rng: Random, [min, max]: [number, number]): number {
  return rng.int(min, max);
}

interface Draft {
  driver: DemoDriver;
  start: Date;
  end: Date | null;
  price: number;
  status: TariffStatus;
  createdAt: Date;
  reason: TariffRejectionReason | null;
}

/**
 * Tariffs with their bills: a VALID tariff from the day each driver joined, some changing during the
 * year, recent uploads waiting (PENDING), rejected uploads (INVALID, one per reason), and a couple of
 * drivers whose first weeks had no validated tariff yet.
 */
export async function buildTariffs(ctx: DemoContext, drivers: DemoDriver[]): Promise<TariffsResult> {
  const rng = ctx.random('tariffs');
  const { monthStart, windowStart } = ctx;
  const nextTariff = idSequence('tariff');
  const nextDocument = idSequence('document');
  const admin = DEMO_IDS.users.admin;
  const result: TariffsResult = { tariffRows: [], documentRows: [], byDriver: new Map(), rejected: [] };

  const ordinary = rng.shuffle(drivers.filter((d) => !d.isDemoDriver && d.company.key !== 'newcomer'));
  const veterans = ordinary.filter((d) => d.cableAssignedAt < windowStart);
  const changing = new Set(veterans.slice(0, 12).map((d) => d.id));
  const pendingUpload = new Set(ordinary.slice(12, 18).map((d) => d.id));
  const rejectedFor = new Map(ordinary.slice(18, 23).map((d, i) => [d.id, TARIFF_REJECTION_REASONS[i]!]));
  const lateStart = new Set(ordinary.filter((d) => d.cableAssignedAt >= windowStart).slice(0, 2).map((d) => d.id));
  const newcomers = drivers.filter((d) => d.company.key === 'newcomer');
  const onlyPending = new Set(newcomers.slice(0, 1).map((d) => d.id));

  const drafts: Draft[] = [];
  for (const driver of drivers) {
    const bands = PRICE_BANDS[driver.company.country]!;
    const own: Draft[] = [];
    let price = priceIn(rng, bands.first);
    const firstStart = lateStart.has(driver.id) ? addDays(driver.cableAssignedAt, rng.int(20, 35)) : driver.joinedAt;
    const first: Draft = {
      driver,
      start: firstStart,
      end: null,
      price,
      status: onlyPending.has(driver.id) ? 'PENDING' : 'VALID',
      createdAt: addHours(firstStart, -rng.int(2, 48)),
      reason: null,
    };
    own.push(first);
    if (changing.has(driver.id)) {
      const month = ctx.months[rng.int(2, 10)]!;
      const change = addDays(month.start, rng.pick([0, 0, 0, rng.int(1, 14)]));
      first.end = addDays(change, -1);
      price = Math.min(bands.band[1], Math.max(bands.band[0], Math.round(price * rng.float(0.85, 1.12))));
      own.push({ driver, start: change, end: null, price, status: 'VALID', createdAt: addDays(change, -rng.int(3, 20)), reason: null });
    }
    const reason = rejectedFor.get(driver.id);
    if (reason) {
      const month = ctx.months[rng.int(3, 11)]!;
      const start = month.start;
      own.push({
        driver,
        start,
        end: null,
        price: Math.round(price * rng.float(0.9, 1.2)),
        status: 'INVALID',
        createdAt: addHours(addDays(start, -rng.int(2, 10)), rng.int(7, 20)),
        reason,
      });
    }
    if (pendingUpload.has(driver.id)) {
      own.push({
        driver,
        start: monthStart,
        end: null,
        price: Math.min(bands.band[1], Math.round(price * rng.float(0.9, 1.1))),
        status: 'PENDING',
        createdAt: addHours(addDays(monthStart, -rng.int(2, 8)), rng.int(7, 20)),
        reason: null,
      });
    }
    drafts.push(...own.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
  }

  let number = 0;
  let lastDriver = '';
  const bills: Promise<Buffer>[] = [];
  for (const draft of drafts) {
    const { driver } = draft;
    const company = driver.company;
    number = driver.id === lastDriver ? number + 1 : 1;
    lastDriver = driver.id;
    const utilities = UTILITIES[company.region];
    const dynamic = !!utilities.dynamic && rng.chance(0.12);
    const provider = dynamic ? utilities.dynamic! : rng.pick(utilities.fixed);
    const eco = dynamic || rng.chance(0.4);
    const currency: Currency = company.currency;
    const baseFee = rng.chance(0.35) ? rng.int(80, 159) * 10 : null;
    const reviewedAt = draft.status === 'PENDING' ? null : addHours(draft.createdAt, rng.int(4, 60));
    const verificationMonths = company.key === 'zurich' ? 3 : company.key === 'parent' ? 12 : 0;
    let nextVerification: Date | null = null;
    if (draft.status === 'VALID' && draft.end === null && verificationMonths && reviewedAt) {
      nextVerification = addMonths(reviewedAt, verificationMonths);
      // Nothing is due yet at the moment the demo is built for, so a start does not flip tariffs.
      while (nextVerification <= ctx.now) nextVerification = addMonths(nextVerification, verificationMonths);
    }
    const tariffId = nextTariff();
    const documentId = nextDocument();
    const startDate = utcDay(draft.start);
    const billDate = addDays(draft.createdAt, -rng.int(3, 25));
    bills.push(
      renderUtilityBill({
        german: company.country !== 'UNITED_STATES',
        provider,
        customerName: `${driver.firstName} ${driver.lastName}`,
        street: driver.home.street,
        zipCity: company.country === 'UNITED_STATES' ? `${driver.home.city}, TX ${driver.home.zip}` : `${driver.home.zip} ${driver.home.city}`,
        customerNumber: rng.digits(10),
        billDate: new Date(Date.UTC(billDate.getUTCFullYear(), billDate.getUTCMonth(), billDate.getUTCDate())),
        serviceStart: startDate,
        pricePerKwh: draft.price,
        currency,
        baseFeeMonthlyMinor: baseFee,
        eco,
        dynamic,
      }),
    );
    result.documentRows.push({
      id: documentId,
      companyId: company.id,
      userId: driver.id,
      kind: 'TARIFF',
      fileName: `tariff-${asciiSlug(driver.lastName)}-${number}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 0,
      sha256: '',
      content: Buffer.alloc(0),
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
    });
    const texts = REVIEW_TEXTS[company.language];
    const [topic, description] = draft.reason
      ? texts.rejections[draft.reason]
      : draft.status === 'VALID'
        ? [texts.checked[0], rng.chance(0.3) ? texts.checked[1] : null]
        : [null, null];
    const row: Row<typeof schema.tariffs> = {
      id: tariffId,
      companyId: company.id,
      userId: driver.id,
      number,
      startDate,
      endDate: draft.end ? utcDay(draft.end) : null,
      pricePerKwh: draft.price,
      currency,
      baseFeeMonthlyMinor: baseFee,
      eco,
      dynamic,
      providerName: provider,
      documentId,
      status: draft.status,
      rejectionReason: draft.reason,
      reviewTopic: topic,
      reviewDescription: description,
      reviewedAt,
      reviewedBy: reviewedAt ? admin : null,
      nextVerificationDate: nextVerification ? utcDay(nextVerification) : null,
      createdAt: draft.createdAt,
      updatedAt: reviewedAt ?? draft.createdAt,
    };
    result.tariffRows.push(row);
    if (draft.reason) result.rejected.push({ driver, tariff: row });
    const periods = result.byDriver.get(driver.id) ?? [];
    periods.push({ id: tariffId, status: draft.status, start: startDate, end: row.endDate ?? null, price: draft.price });
    result.byDriver.set(driver.id, periods);
  }

  const contents = await Promise.all(bills);
  contents.forEach((content, i) => {
    const doc = result.documentRows[i]!;
    doc.content = content;
    doc.sizeBytes = content.length;
    doc.sha256 = createHash('sha256').update(content).digest('hex');
  });
  return result;
}

/**
 * The tariff a session starting at `start` is priced with: the driver's VALID tariff covering that
 * UTC day, else a PENDING one (priced, not reimbursable); INVALID tariffs never price.
 */
export function tariffAt(periods: TariffPeriod[] | undefined, start: Date): TariffPeriod | null {
  if (!periods) return null;
  const day = utcDay(start);
  const covers = (t: TariffPeriod) => t.start <= day && (t.end === null || t.end >= day);
  return periods.find((t) => t.status === 'VALID' && covers(t)) ?? periods.find((t) => t.status === 'PENDING' && covers(t)) ?? null;
}
