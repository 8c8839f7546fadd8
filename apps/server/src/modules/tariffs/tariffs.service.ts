import {
  CURRENCY_BY_COUNTRY,
  canMoveTariff,
  tariffMessage,
  tariffPeriodText,
  tariffStatusWord,
  totalPages,
  type CreateTariff,
  type DriverTariffUpload,
  type Language,
  type Tariff,
  type TariffPage,
  type TariffRejectBody,
  type TariffSearch,
  type TariffStatus,
  type TariffStatusBody,
  type TariffTransferBody,
  type TariffTransferResult,
  type TariffValidateBody,
  type TariffVerificationFrequency,
  type UpdateTariff,
  utcDay,
} from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { repriceStoredSessions } from '../pricing/pricing.ts';
import { tariffsRepository, type TariffCore, type TariffFields, type TariffRow, type TariffsRepository } from './tariffs.repository.ts';

const ALL: TenantScope = { companyId: null };

export function toTariff(row: TariffRow): Tariff {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    userId: row.user_id,
    driverName: row.driver_name,
    number: Number(row.number),
    startDate: row.start_date,
    endDate: row.end_date,
    pricePerKwh: Number(row.price_per_kwh),
    currency: row.currency,
    baseFeeMonthlyMinor: row.base_fee_monthly_minor === null ? null : Number(row.base_fee_monthly_minor),
    priceRule: row.price_rule,
    eco: row.eco,
    dynamic: row.dynamic,
    priceSeriesId: row.price_series_id,
    priceSeriesName: row.price_series_name,
    providerName: row.provider_name,
    document:
      row.document_id && row.document_file_name && row.document_content_type
        ? {
            id: row.document_id,
            fileName: row.document_file_name,
            contentType: row.document_content_type,
            sizeBytes: Number(row.document_size_bytes ?? 0),
            createdAt: iso(row.document_created_at)!,
          }
        : null,
    status: row.status,
    rejectionReason: row.rejection_reason,
    reviewTopic: row.review_topic,
    reviewDescription: row.review_description,
    reviewedAt: iso(row.reviewed_at),
    nextVerificationDate: row.next_verification_date,
    sessionCount: Number(row.session_count ?? 0),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** The UTC day as 'YYYY-MM-DD'. */

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return utcDay(d);
}

/** When a tariff validated on `day` is due again under the company's frequency (null: never). */
export function nextVerificationOf(frequency: TariffVerificationFrequency, day: string): string | null {
  const months = frequency === 'QUARTERLY' ? 3 : frequency === 'YEARLY' ? 12 : 0;
  if (!months) return null;
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  // The same day of the month, or the month's last day when it is shorter.
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return utcDay(target);
}

/** Fields that decide what sessions cost: on a VALID tariff only administrators change them. */
const PRICING_FIELDS = ['startDate', 'endDate', 'pricePerKwh', 'baseFeeMonthlyMinor', 'dynamic', 'priceSeriesId', 'documentId'] as const;

function changesOf(current: TariffCore, body: UpdateTariff): TariffFields {
  const out: TariffFields = {};
  const compare: Record<keyof UpdateTariff, unknown> = {
    documentId: current.document_id,
    startDate: current.start_date,
    endDate: current.end_date,
    pricePerKwh: current.price_per_kwh,
    baseFeeMonthlyMinor: current.base_fee_monthly_minor,
    eco: current.eco,
    dynamic: current.dynamic,
    priceSeriesId: current.price_series_id,
    providerName: current.provider_name,
  };
  for (const key of Object.keys(compare) as (keyof UpdateTariff)[]) {
    const value = body[key];
    if (value === undefined) continue;
    if ((value ?? null) !== (compare[key] ?? null)) (out as Record<string, unknown>)[key] = value ?? null;
  }
  return out;
}

export function tariffsService(database: Database) {
  const reads = tariffsRepository(database);

  /** Runs a change in one transaction. */
  function inTransaction<T>(fn: (repo: TariffsRepository, tx: SqlClient) => Promise<T>): Promise<T> {
    return database.transaction((tx) => fn(tariffsRepository(tx), tx));
  }

  /** Runs a change of one tariff in one transaction and answers the tariff as it is afterwards. */
  function change(fn: (repo: TariffsRepository, tx: SqlClient) => Promise<string>): Promise<Tariff> {
    return inTransaction(async (repo, tx) => toTariff((await repo.find(ALL, await fn(repo, tx)))!));
  }

  async function locked(repo: TariffsRepository, scope: TenantScope, id: string): Promise<TariffCore> {
    // The driver first, then the tariff: every change of one driver's tariffs takes the same order.
    const peek = await repo.find(scope, id);
    if (!peek) throw notFound('tariff');
    await repo.lockDriver(ALL, peek.user_id);
    const row = await repo.lock(scope, id);
    if (!row) throw notFound('tariff');
    return row;
  }

  function checkPeriod(start: string, end: string | null | undefined, lang: Language) {
    if (end && end < start) {
      const message = tariffMessage('periodOrder', lang);
      throw badRequest(message, [{ field: 'endDate', message }]);
    }
  }

  async function checkSeries(repo: TariffsRepository, dynamic: boolean, seriesId: string | null | undefined, lang: Language) {
    if (!seriesId) return;
    if (!dynamic) {
      const message = tariffMessage('seriesNeedsDynamic', lang);
      throw badRequest(message, [{ field: 'priceSeriesId', message }]);
    }
    if (!(await repo.priceSeriesExists(seriesId))) throw notFound('priceSeries');
  }

  async function checkDocument(repo: TariffsRepository, companyId: string, userId: string, documentId: string, lang: Language) {
    const doc = await repo.document(companyId, documentId);
    if (!doc) throw notFound('document');
    if (doc.user_id !== userId) {
      const message = tariffMessage('documentOtherDriver', lang);
      throw badRequest(message, [{ field: 'documentId', message }]);
    }
  }

  /** 409 when [start, end] overlaps another VALID tariff of the driver, naming it. */
  async function refuseOverlap(repo: TariffsRepository, t: TariffCore, start: string, end: string | null, lang: Language) {
    const [other] = await repo.overlappingValid(t.company_id, t.user_id, t.id, start, end);
    if (!other) return;
    throw conflict(
      tariffMessage('overlap', lang, {
        number: t.number,
        period: tariffPeriodText(start, end, lang),
        otherNumber: other.number,
        otherPeriod: tariffPeriodText(other.start_date, other.end_date, lang),
      }),
    );
  }

  /** 409 for a status change the state machine does not allow (docs/decisions/0015). */
  function refuseTransition(from: TariffStatus, to: TariffStatus, lang: Language) {
    if (from === to) throw conflict(tariffMessage('alreadyStatus', lang, { status: tariffStatusWord(to, lang) }));
    if (!canMoveTariff(from, to)) throw conflict(tariffMessage('invalidToValid', lang));
  }

  /** Moves a tariff to VALID: no overlap (or the earlier open tariff ended first), the next verification scheduled. */
  async function makeValid(
    repo: TariffsRepository,
    principal: Principal,
    t: TariffCore,
    review: { reviewTopic?: string | null; description?: string | null; closePrevious?: boolean },
    lang: Language,
  ): Promise<string[]> {
    const touched = [t.id];
    if (review.closePrevious) {
      for (const other of await repo.overlappingValid(t.company_id, t.user_id, t.id, t.start_date, t.end_date)) {
        if (other.start_date >= t.start_date) {
          throw conflict(tariffMessage('closePreviousNotPossible', lang, { number: t.number, otherNumber: other.number }));
        }
        await repo.update(t.company_id, other.id, { endDate: addDays(t.start_date, -1) });
        touched.push(other.id);
      }
    }
    await refuseOverlap(repo, t, t.start_date, t.end_date, lang);
    const now = new Date();
    await repo.update(t.company_id, t.id, {
      status: 'VALID',
      rejectionReason: null,
      reviewTopic: review.reviewTopic ?? null,
      reviewDescription: review.description ?? null,
      reviewedAt: now,
      reviewedBy: principal.userId,
      nextVerificationDate: nextVerificationOf(await repo.frequencyOf(t.company_id), utcDay(now)),
    });
    return touched;
  }

  const reprice = (tx: SqlClient, companyId: string, tariffIds: string[]) => repriceStoredSessions(tx, { companyId, tariffIds });

  /** Creates a PENDING tariff for a driver; its days' sessions are priced with it (not reimbursable yet). */
  async function createFor(scope: TenantScope, userId: string, body: Omit<CreateTariff, 'userId'>, lang: Language): Promise<Tariff> {
    checkPeriod(body.startDate, body.endDate, lang);
    return change(async (repo, tx) => {
      const driver = await repo.lockDriver(scope, userId);
      if (!driver) throw notFound('driver');
      await checkSeries(repo, !!body.dynamic, body.priceSeriesId, lang);
      await checkDocument(repo, driver.company_id, userId, body.documentId, lang);
      const id = await repo.insert({
        companyId: driver.company_id,
        userId,
        number: await repo.nextNumber(driver.company_id, userId),
        currency: CURRENCY_BY_COUNTRY[driver.country],
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        pricePerKwh: body.pricePerKwh,
        baseFeeMonthlyMinor: body.baseFeeMonthlyMinor ?? null,
        eco: body.eco ?? false,
        dynamic: body.dynamic ?? false,
        priceSeriesId: body.dynamic ? (body.priceSeriesId ?? null) : null,
        providerName: body.providerName ?? null,
        documentId: body.documentId,
      });
      await reprice(tx, driver.company_id, [id]);
      return id;
    });
  }

  /**
   * An edit. PENDING: anything. INVALID: anything, and it goes back to PENDING (a corrected
   * submission). VALID: eco and provider by staff; price, period, base fee, dynamic pricing and
   * document only by administrators, checked for overlap and re-priced.
   */
  async function updateTariff(principal: Principal, scope: TenantScope, id: string, body: UpdateTariff, lang: Language, ownerId?: string) {
    return change(async (repo, tx) => {
      const t = await locked(repo, scope, id);
      if (ownerId && t.user_id !== ownerId) throw notFound('tariff');
      const fields = changesOf(t, body);
      const start = fields.startDate ?? t.start_date;
      const end = fields.endDate !== undefined ? fields.endDate : t.end_date;
      checkPeriod(start, end, lang);
      const dynamic = fields.dynamic ?? t.dynamic;
      if (!dynamic) fields.priceSeriesId = t.price_series_id ? null : fields.priceSeriesId;
      await checkSeries(repo, dynamic, fields.priceSeriesId !== undefined ? fields.priceSeriesId : t.price_series_id, lang);
      if (fields.documentId) await checkDocument(repo, t.company_id, t.user_id, fields.documentId, lang);
      const pricing = PRICING_FIELDS.some((k) => fields[k] !== undefined);
      if (t.status === 'VALID' && pricing) {
        if (principal.role !== 'ADMINISTRATOR') throw forbidden(tariffMessage('validEditAdminOnly', lang));
        await refuseOverlap(repo, t, start, end, lang);
      }
      if (t.status === 'INVALID' && Object.keys(fields).length) {
        Object.assign(fields, { status: 'PENDING', rejectionReason: null, reviewTopic: null, reviewDescription: null, reviewedAt: null, reviewedBy: null });
      }
      if (!Object.keys(fields).length) return id;
      await repo.update(t.company_id, id, fields);
      await reprice(tx, t.company_id, [id]);
      return id;
    });
  }

  return {
    async search(scope: TenantScope, query: TariffSearch): Promise<TariffPage> {
      const { rows, total } = await reads.search(scope, query);
      return { results: rows.map(toTariff), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    async get(scope: TenantScope, id: string): Promise<Tariff> {
      const row = await reads.find(scope, id);
      if (!row) throw notFound('tariff');
      return toTariff(row);
    },

    create: (scope: TenantScope, body: CreateTariff, lang: Language) => createFor(scope, body.userId, body, lang),

    update: (principal: Principal, scope: TenantScope, id: string, body: UpdateTariff, lang: Language) =>
      updateTariff(principal, scope, id, body, lang),

    /** Deletes a tariff; its sessions are priced again without it. 409 while a submitted receipt uses it. */
    async remove(scope: TenantScope, id: string, lang: Language): Promise<void> {
      await inTransaction(async (repo, tx) => {
        const t = await locked(repo, scope, id);
        const sessions = await repo.sessionsOf(t.company_id, id);
        const submitted = sessions.filter((s) => s.submitted).length;
        if (submitted) throw conflict(tariffMessage('usedBySubmittedReceipt', lang, { number: t.number, count: submitted }));
        const ids = sessions.map((s) => s.id);
        await repo.moveSessions(t.company_id, ids, null);
        await repo.delete(t.company_id, id);
        if (ids.length) await repriceStoredSessions(tx, { companyId: t.company_id, sessionIds: ids });
      });
    },

    /** An administrator's status update with a review topic (spec section 5). */
    async setStatus(principal: Principal, scope: TenantScope, id: string, body: TariffStatusBody, lang: Language): Promise<Tariff> {
      return change(async (repo, tx) => {
        const t = await locked(repo, scope, id);
        refuseTransition(t.status, body.status, lang);
        let touched = [id];
        if (body.status === 'VALID') {
          touched = await makeValid(repo, principal, t, { reviewTopic: body.reviewTopic, description: body.description }, lang);
        } else {
          await repo.update(t.company_id, id, {
            status: body.status,
            rejectionReason: body.status === 'INVALID' ? (body.rejectionReason ?? 'OTHER') : null,
            reviewTopic: body.reviewTopic,
            reviewDescription: body.description ?? null,
            reviewedAt: new Date(),
            reviewedBy: principal.userId,
            nextVerificationDate: null,
          });
        }
        await reprice(tx, t.company_id, touched);
        return id;
      });
    },

    async validate(principal: Principal, scope: TenantScope, id: string, body: TariffValidateBody, lang: Language): Promise<Tariff> {
      return change(async (repo, tx) => {
        const t = await locked(repo, scope, id);
        refuseTransition(t.status, 'VALID', lang);
        const touched = await makeValid(repo, principal, t, body, lang);
        await reprice(tx, t.company_id, touched);
        return id;
      });
    },

    async reject(principal: Principal, scope: TenantScope, id: string, body: TariffRejectBody, lang: Language): Promise<Tariff> {
      return change(async (repo, tx) => {
        const t = await locked(repo, scope, id);
        refuseTransition(t.status, 'INVALID', lang);
        await repo.update(t.company_id, id, {
          status: 'INVALID',
          rejectionReason: body.reason,
          reviewTopic: body.reviewTopic ?? null,
          reviewDescription: body.description ?? null,
          reviewedAt: new Date(),
          reviewedBy: principal.userId,
          nextVerificationDate: null,
        });
        await reprice(tx, t.company_id, [id]);
        return id;
      });
    },

    /**
     * Moves the sessions of this tariff that are not in a submitted receipt to another tariff of the
     * same driver and prices them with it; optionally deletes this one (docs/decisions/0015).
     */
    async transfer(scope: TenantScope, id: string, body: TariffTransferBody, lang: Language): Promise<TariffTransferResult> {
      return inTransaction(async (repo, tx): Promise<TariffTransferResult> => {
        if (body.targetTariffId === id) throw conflict(tariffMessage('transferSameTariff', lang));
        const source = await locked(repo, scope, id);
        const target = await repo.lock(scope, body.targetTariffId);
        if (!target) throw notFound('targetTariff');
        if (target.user_id !== source.user_id || target.company_id !== source.company_id) {
          throw conflict(tariffMessage('transferOtherDriver', lang));
        }
        if (target.status === 'INVALID') throw conflict(tariffMessage('transferToInvalid', lang, { number: target.number }));
        const sessions = await repo.sessionsOf(source.company_id, id);
        const moving = sessions.filter((s) => !s.submitted);
        const days = moving.map((s) => s.day).sort();
        const outside = days.filter((d) => d < target.start_date || (target.end_date !== null && d > target.end_date));
        if (outside.length) {
          throw conflict(
            tariffMessage('transferNotCovered', lang, {
              number: target.number,
              period: tariffPeriodText(target.start_date, target.end_date, lang),
              from: outside[0]!,
              to: outside.at(-1)!,
            }),
          );
        }
        const left = sessions.length - moving.length;
        if (body.deleteSource && left) throw conflict(tariffMessage('transferSubmittedLeft', lang, { number: source.number, count: left }));
        if (!body.deleteSource && source.status === 'VALID' && target.status === 'PENDING' && moving.length) {
          throw conflict(tariffMessage('transferWouldReturn', lang, { number: source.number, target: target.number }));
        }
        const ids = moving.map((s) => s.id);
        await repo.moveSessions(source.company_id, ids, target.id);
        if (body.deleteSource) await repo.delete(source.company_id, id);
        if (ids.length) await repriceStoredSessions(tx, { companyId: source.company_id, sessionIds: ids });
        const after = toTariff((await repo.find(ALL, target.id))!);
        return { moved: ids.length, sourceDeleted: body.deleteSource, target: after };
      });
    },

    /** The document of a tariff of the scope: its id and company, for the documents module to send. */
    async documentOf(scope: TenantScope, id: string): Promise<{ documentId: string; companyId: string }> {
      const row = await reads.find(scope, id);
      if (!row) throw notFound('tariff');
      if (!row.document_id) throw notFound('document');
      return { documentId: row.document_id, companyId: row.company_id };
    },

    // The driver's own tariffs (the app).

    async listOwn(principal: Principal): Promise<Tariff[]> {
      if (!principal.companyId) return [];
      return (await reads.listOfDriver(principal.companyId, principal.userId)).map(toTariff);
    },

    async createOwn(principal: Principal, body: DriverTariffUpload, lang: Language): Promise<Tariff> {
      if (!principal.companyId) throw conflict(tariffMessage('driverWithoutCompany', lang));
      return createFor({ companyId: principal.companyId }, principal.userId, { ...body, priceSeriesId: null }, lang);
    },

    /** A driver corrects a pending or rejected tariff (a new document sends a rejected one back to PENDING). */
    async updateOwn(principal: Principal, id: string, body: UpdateTariff, lang: Language): Promise<Tariff> {
      if (!principal.companyId) throw notFound('tariff');
      const current = await reads.find({ companyId: principal.companyId }, id);
      if (!current || current.user_id !== principal.userId) throw notFound('tariff');
      if (current.status === 'VALID') throw forbidden(tariffMessage('validEditAdminOnly', lang));
      const { priceSeriesId: _ignored, ...rest } = body;
      return updateTariff(principal, { companyId: principal.companyId }, id, rest, lang, principal.userId);
    },
  };
}
export type TariffsService = ReturnType<typeof tariffsService>;
