import { randomInt } from 'node:crypto';
import {
  LICENSE_LIST_PRICES,
  USER_MESSAGES,
  addDaysIso,
  addYearsIso,
  canMoveRenewal,
  fleetManagerMayMove,
  licenseMessage,
  licenseStatusOn,
  totalPages,
  utcDay,
  type AssignLicense,
  type Language,
  type License,
  type LicenseExport,
  type LicensePage,
  type LicenseRenewal,
  type LicenseSearch,
  type LicenseType,
  type RenewalInvoiceOption,
  type RenewalStatus,
  type UpdateLicense,
} from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { LICENSES_SHEET_NAME, licenseExportColumns } from './licenses.export.ts';
import { licensesRepository, type LicenseRow, type LicensesRepository, type RenewalRow } from './licenses.repository.ts';


export const toLicense = (r: LicenseRow): License => ({
  id: r.id,
  companyId: r.company_id,
  companyName: r.company_name,
  cable: r.cable_id && r.cable_hardware_id ? { id: r.cable_id, hardwareId: r.cable_hardware_id } : null,
  userId: r.user_id,
  userName: r.user_name,
  type: r.type,
  status: r.status,
  licenseKey: r.license_key,
  startDate: r.start_date,
  expirationDate: r.expiration_date,
  priceMinor: Number(r.price_minor),
  currency: r.currency,
  cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
  renewalId: r.renewal_id,
  renewalStatus: r.renewal_status,
  invoiceStatus: r.invoice_status,
});

const toRenewal = (r: RenewalRow): LicenseRenewal => ({
  id: r.id,
  licenseId: r.license_id,
  status: r.status,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  priceMinor: Number(r.price_minor),
  currency: r.currency,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  invoiceStatus: r.invoice_status,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const keyPart = () => Array.from({ length: 4 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

/** The key the driver enters in the app: FW-XXXX-XXXX-XXXX without look-alike characters. */
async function newLicenseKey(repo: LicensesRepository): Promise<string> {
  for (;;) {
    const key = `FW-${keyPart()}-${keyPart()}-${keyPart()}`;
    if (!(await repo.licenseKeyTaken(key))) return key;
  }
}

/** The period after a license's expiration: a year from that day, its last day included. */
const nextPeriod = (expirationDate: string) => ({ periodStart: expirationDate, periodEnd: addDaysIso(addYearsIso(expirationDate, 1), -1) });

const isLive = (status: License['status']) => status === 'ACTIVE' || status === 'EXPIRING_SOON';

export function licensesService(database: Database) {
  const reads = licensesRepository(database);

  async function licenseOf(repo: LicensesRepository, scope: TenantScope, id: string, lock = false): Promise<LicenseRow> {
    const row = await repo.find(scope, id, lock);
    if (!row) throw notFound('license');
    return row;
  }

  async function renewalOf(repo: LicensesRepository, license: LicenseRow, renewalId: string, lock = false): Promise<RenewalRow> {
    const row = await repo.findRenewal(license.company_id, license.id, renewalId, lock);
    if (!row) throw notFound('renewal');
    return row;
  }

  function inTransaction<T>(fn: (repo: LicensesRepository, tx: SqlClient) => Promise<T>): Promise<T> {
    return database.transaction((tx) => fn(licensesRepository(tx), tx));
  }

  function checkDates(startDate: string, expirationDate: string, lang: Language) {
    if (expirationDate <= startDate) {
      const message = licenseMessage('expirationAfterStart', lang);
      throw badRequest(message, [{ field: 'expirationDate', message }]);
    }
  }

  /**
   * The cable and driver a license may name: both of the license's company; a home-charging license
   * needs a cable, and the cable must be that driver's (or free when the license names no driver);
   * a Connect license names no cable. For a live license, neither may carry another live license.
   */
  async function checkHolders(
    repo: LicensesRepository,
    companyId: string,
    type: LicenseType,
    holders: { userId: string | null; cableId: string | null },
    lang: Language,
    live: { exceptId?: string } | null,
  ) {
    if (holders.userId) {
      const driver = await repo.findDriver({ companyId }, holders.userId);
      if (!driver) throw notFound('driver');
    }
    if (type === 'CONNECT' && holders.cableId) {
      const message = licenseMessage('connectWithoutCable', lang);
      throw badRequest(message, [{ field: 'cableId', message }]);
    }
    if (type === 'HOME_CHARGING') {
      if (!holders.cableId) {
        const message = licenseMessage('cableRequired', lang);
        throw badRequest(message, [{ field: 'cableId', message }]);
      }
      const cable = await repo.findCable(companyId, holders.cableId);
      if (!cable) throw notFound('cable');
      if (cable.user_id !== holders.userId) throw conflict(licenseMessage('cableNotDrivers', lang));
      if (live && (await repo.liveLicenseExists(companyId, { cableId: holders.cableId }, live.exceptId))) {
        throw conflict(licenseMessage('cableHasLicense', lang));
      }
    }
    if (live && holders.userId && (await repo.liveLicenseExists(companyId, { userId: holders.userId, type }, live.exceptId))) {
      throw conflict(licenseMessage('driverHasLicense', lang));
    }
  }

  return {
    async search(scope: TenantScope, query: LicenseSearch): Promise<LicensePage> {
      if (query.companyId && scope.companyId && query.companyId !== scope.companyId) {
        return { results: [], totalCount: 0, totalPages: 0 };
      }
      const { rows, total } = await reads.search(scope, query);
      return { results: rows.map(toLicense), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    exportSpec(scope: TenantScope, query: LicenseExport, lang: Language, now = new Date()): ExportSpec<LicenseRow> {
      const { export: _format, pageNumber: _n, pageSize: _s, sortField, sortDir, ...filter } = query;
      const narrowedAway = !!(query.companyId && scope.companyId && query.companyId !== scope.companyId);
      return {
        fileName: `licenses-${utcDay(now)}`,
        sheetName: LICENSES_SHEET_NAME[lang],
        columns: licenseExportColumns(lang),
        rows: narrowedAway ? (async function* () {})() : reads.all(scope, filter, { field: sortField, dir: sortDir }),
        lang,
      };
    },

    async get(scope: TenantScope, id: string): Promise<License> {
      return toLicense(await licenseOf(reads, scope, id));
    },

    /** Assign license: a new license for a driver of the scope (and the driver's cable for home charging). */
    async assign(scope: TenantScope, body: AssignLicense, lang: Language, now = new Date()): Promise<License> {
      return inTransaction(async (repo) => {
        const driver = await repo.findDriver(scope, body.userId);
        if (!driver) throw notFound('driver');
        const companyId = driver.company_id;
        if (!companyId) throw conflict(USER_MESSAGES[lang].driverWithoutCompany);
        const currency = await repo.companyCurrency(companyId);
        if (!currency) throw notFound('company');
        const today = utcDay(now);
        const startDate = body.startDate ?? today;
        const expirationDate = body.expirationDate ?? addYearsIso(startDate, 1);
        checkDates(startDate, expirationDate, lang);
        const cableId = body.cableId ?? null;
        await checkHolders(repo, companyId, body.type, { userId: body.userId, cableId }, lang, {});
        const id = await repo.insert({
          companyId,
          userId: body.userId,
          cableId,
          type: body.type,
          status: licenseStatusOn(expirationDate, today),
          licenseKey: await newLicenseKey(repo),
          startDate,
          expirationDate,
          priceMinor: body.priceMinor ?? LICENSE_LIST_PRICES[currency][body.type],
          currency,
        });
        return toLicense((await repo.find({ companyId }, id))!);
      });
    },

    /** Subscription edit: dates, yearly price, cable and driver; the status follows the new dates. */
    async update(scope: TenantScope, id: string, body: UpdateLicense, lang: Language, now = new Date()): Promise<License> {
      return inTransaction(async (repo) => {
        const license = await licenseOf(repo, scope, id, true);
        if (license.status === 'CANCELLED') throw conflict(licenseMessage('licenseCancelled', lang));
        checkDates(body.startDate, body.expirationDate, lang);
        const status = licenseStatusOn(body.expirationDate, utcDay(now));
        const holders = { userId: body.userId, cableId: body.cableId };
        await checkHolders(repo, license.company_id, license.type, holders, lang, isLive(status) ? { exceptId: id } : null);
        await repo.update(license.company_id, id, { ...holders, status, startDate: body.startDate, expirationDate: body.expirationDate, priceMinor: body.priceMinor });
        return toLicense((await repo.find(scope, id))!);
      });
    },

    /** Cancels the license and every open renewal of it. */
    async cancel(scope: TenantScope, id: string, lang: Language, now = new Date()): Promise<License> {
      return inTransaction(async (repo) => {
        const license = await licenseOf(repo, scope, id, true);
        if (license.status === 'CANCELLED') throw conflict(licenseMessage('alreadyCancelled', lang));
        await repo.cancel(license.company_id, id, now);
        return toLicense((await repo.find(scope, id))!);
      });
    },

    /**
     * Deletes a license entered by mistake. Refused while a driver uses it (ACTIVE or EXPIRING_SOON
     * with a driver: cancel it first) and once money is involved (a renewal invoiced, paid or with
     * an invoice attached): billing history is never deleted.
     */
    async remove(scope: TenantScope, id: string, lang: Language): Promise<void> {
      await inTransaction(async (repo) => {
        const license = await licenseOf(repo, scope, id, true);
        if (isLive(license.status) && license.user_id) throw conflict(licenseMessage('deleteInUse', lang));
        if (await repo.hasBilledRenewal(license.company_id, id)) throw conflict(licenseMessage('deleteBilled', lang));
        await repo.remove(license.company_id, id);
      });
    },

    async renewals(scope: TenantScope, id: string): Promise<LicenseRenewal[]> {
      const license = await licenseOf(reads, scope, id);
      return (await reads.renewals(license.company_id, id)).map(toRenewal);
    },

    /** Renew: a PENDING renewal for the year after the expiration date; one open renewal at a time. */
    async renew(scope: TenantScope, id: string, lang: Language): Promise<LicenseRenewal> {
      return inTransaction(async (repo) => {
        const license = await licenseOf(repo, scope, id, true);
        if (license.status === 'CANCELLED') throw conflict(licenseMessage('licenseCancelled', lang));
        if (await repo.hasOpenRenewal(license.company_id, id)) throw conflict(licenseMessage('renewalUnderWay', lang));
        const renewalId = await repo.insertRenewal({
          companyId: license.company_id,
          licenseId: id,
          ...nextPeriod(license.expiration_date),
          priceMinor: Number(license.price_minor),
          currency: license.currency,
        });
        if (!renewalId) throw conflict(licenseMessage('renewalUnderWay', lang));
        return toRenewal((await repo.findRenewal(license.company_id, id, renewalId))!);
      });
    },

    /**
     * Moves a renewal one step along the list, or to CANCELLED while it is open; RENEWED extends the
     * license by the period. Fleet managers may only confirm or decline what awaits their confirmation.
     */
    async setRenewalStatus(
      principal: Principal,
      scope: TenantScope,
      id: string,
      renewalId: string,
      to: RenewalStatus,
      lang: Language,
      now = new Date(),
    ): Promise<LicenseRenewal> {
      return inTransaction(async (repo) => {
        const license = await licenseOf(repo, scope, id, true);
        const renewal = await renewalOf(repo, license, renewalId, true);
        const from = renewal.status;
        if (principal.role !== 'ADMINISTRATOR' && !fleetManagerMayMove(from, to)) {
          throw forbidden(licenseMessage('renewalStepFleetManager', lang));
        }
        if (!canMoveRenewal(from, to)) throw conflict(licenseMessage('renewalStep', lang, { from, to }));
        await repo.setRenewalStatus(license.company_id, renewalId, to);
        if (to === 'RENEWED') await repo.extendTo(license.company_id, id, renewal.period_end, utcDay(now));
        return toRenewal((await repo.findRenewal(license.company_id, id, renewalId))!);
      });
    },

    /**
     * Attaches an invoice of the license's company to a renewal (another company's invoice answers
     * 404). An ACCEPTED renewal becomes INVOICED with it.
     */
    async attachInvoice(scope: TenantScope, id: string, renewalId: string, invoiceId: string, lang: Language): Promise<LicenseRenewal> {
      return inTransaction(async (repo) => {
        const license = await licenseOf(repo, scope, id, true);
        const renewal = await renewalOf(repo, license, renewalId, true);
        const invoice = await repo.findInvoice(license.company_id, invoiceId);
        if (!invoice) throw notFound('invoice');
        if (renewal.status === 'CANCELLED') throw conflict(licenseMessage('invoiceClosedRenewal', lang, { status: renewal.status }));
        if (invoice.status === 'CANCELLED') throw conflict(licenseMessage('invoiceCancelled', lang));
        if (await repo.invoiceAttachedElsewhere(license.company_id, invoiceId, renewalId)) throw conflict(licenseMessage('invoiceTaken', lang));
        await repo.setRenewalInvoice(license.company_id, renewalId, invoiceId);
        if (renewal.status === 'ACCEPTED') await repo.setRenewalStatus(license.company_id, renewalId, 'INVOICED');
        return toRenewal((await repo.findRenewal(license.company_id, id, renewalId))!);
      });
    },

    /** The invoices of the license's company a renewal can carry (not cancelled), newest first. */
    async invoiceOptions(scope: TenantScope, id: string): Promise<RenewalInvoiceOption[]> {
      const license = await licenseOf(reads, scope, id);
      const rows = await reads.invoiceOptions(license.company_id);
      return rows.map((r) => ({
        id: r.id,
        number: r.number,
        status: r.status,
        invoiceDate: r.invoice_date,
        totalGrossMinor: Number(r.total_gross_minor),
        currency: r.currency,
      }));
    },
  };
}
