import { createHash } from 'node:crypto';
import {
  CURRENCY_BY_COUNTRY,
  RECEIPT_REQUIRED_FIELD_LABELS,
  companyMessage,
  datevAccounts,
  receiptMessage,
  receiptTotals,
  totalPages,
  type CreateReceipt,
  type Currency,
  type Language,
  type Receipt,
  type ReceiptExport,
  type ReceiptPage,
  type ReceiptRequiredField,
  type ReceiptSearch,
  type ReceiptSent,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { receiptMail } from './receipt-mail.ts';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.ts';
import { RECEIPTS_SHEET_NAME, receiptExportColumns } from './receipts.export.ts';
import type { DatevCompanySettings } from './receipts.month-close.ts';
import type { MonthCloseCompany } from './month-close.repository.ts';
import type { ReceiptDriverRow } from './receipt-changes.repository.ts';
import { filterOf, receiptRowBaseFee, type ReceiptRow } from './receipt-list.repository.ts';
import type { StoredDocument } from './receipt-pdf-data.repository.ts';
import { receiptsRepository, type ReceiptsRepository } from './receipts.repository.ts';


const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
const blank = (v: string | null | undefined) => !v || !v.trim();

export function toReceipt(row: ReceiptRow): Receipt {
  const totals = receiptTotals(
    { count: Number(row.session_count), energyWh: Number(row.energy_wh), expenseMinor: Number(row.expense_minor) - Number(row.base_fee_minor) },
    receiptRowBaseFee(row),
  );
  return {
    id: row.id,
    number: Number(row.number),
    version: Number(row.version),
    companyId: row.company_id,
    companyName: row.company_name,
    driverId: row.user_id,
    driverName: row.driver_name,
    periodYear: Number(row.period_year),
    periodMonth: Number(row.period_month),
    createdAt: iso(row.created_at)!,
    status: row.status,
    submittedAt: iso(row.submitted_at),
    sent: row.sent,
    sentAt: iso(row.sent_at),
    sessionCount: Number(row.session_count),
    energyWh: Number(row.energy_wh),
    expenseMinor: totals.totalMinor,
    baseFeeMinor: totals.baseFeeMinor,
    baseFee: totals.baseFee,
    currency: row.currency,
    paymentIban: row.payment_iban,
    paymentAccountHolder: row.payment_account_holder,
    recipientEmail: row.recipient_email,
    reimbursementStatus: row.reimbursement_status,
    corrects: row.corrects_receipt_id && row.corrects_number !== null ? { id: row.corrects_receipt_id, number: Number(row.corrects_number) } : null,
    supersededBy:
      row.superseded_by_id && row.superseded_by_number !== null ? { id: row.superseded_by_id, number: Number(row.superseded_by_number) } : null,
    supersededAt: iso(row.superseded_at),
  };
}

/** The fields the company requires that the driver has not filled in. */
export function missingRequiredFields(driver: ReceiptDriverRow): ReceiptRequiredField[] {
  const missing: ReceiptRequiredField[] = [];
  if (driver.require_car_plate && blank(driver.car_plate)) missing.push('carPlate');
  if (driver.require_company_name && blank(driver.company_name)) missing.push('companyName');
  if (driver.require_cost_center && blank(driver.cost_center)) missing.push('costCenter');
  if (driver.require_employee_id && blank(driver.employee_id)) missing.push('employeeId');
  return missing;
}

/** The last month before `now` and whether its due day has come (the month's last day where the due day does not exist). */
export function duePeriod(now: Date): { year: number; month: number; day: number; daysInMonth: number } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const previous = new Date(Date.UTC(year, month - 1, 1));
  return { year: previous.getUTCFullYear(), month: previous.getUTCMonth() + 1, day: now.getUTCDate(), daysInMonth };
}

export interface ReceiptPdf {
  fileName: string;
  content: Buffer;
  /** The stored document, for a submitted receipt. */
  documentId: string | null;
}

export interface ReceiptsServiceDeps {
  database: Database;
  mailer: Mailer;
  now?: () => Date;
}

export function receiptsService({ database, mailer, now = () => new Date() }: ReceiptsServiceDeps) {
  const reads = receiptsRepository(database);
  const sortOf = (query: ReceiptSearch) => ({ field: query.sortField, dir: query.sortDir });

  async function receiptOf(repo: ReceiptsRepository, scope: TenantScope, id: string, lock = false): Promise<ReceiptRow> {
    const row = await repo.find(scope, id, { lock });
    if (!row) throw notFound('receipt');
    return row;
  }

  /** A new draft of a driver's month with its sessions and totals; the number is taken in the same transaction. */
  async function createDraft(
    repo: ReceiptsRepository,
    draft: { companyId: string; userId: string; currency: Currency; year: number; month: number; correctsReceiptId?: string; version?: number },
  ): Promise<{ id: string; sessionCount: number }> {
    const number = await repo.takeReceiptNumber(draft.userId);
    const id = await repo.insert({ ...draft, number, now: now() });
    if (draft.correctsReceiptId) await repo.moveSessions(draft.companyId, draft.correctsReceiptId, id);
    const { session_count } = await refreshDraft(repo, { id, company_id: draft.companyId, user_id: draft.userId, period_year: draft.year, period_month: draft.month });
    return { id, sessionCount: session_count };
  }

  async function refreshDraft(repo: ReceiptsRepository, r: Pick<ReceiptRow, 'id' | 'company_id' | 'user_id' | 'period_year' | 'period_month'>) {
    await repo.refreshSessions(r);
    return repo.refreshTotals(r.company_id, r.id);
  }

  async function render(repo: ReceiptsRepository, row: ReceiptRow): Promise<Buffer> {
    const source = await repo.pdfSource(row);
    const tariffDocuments = new Map<string, StoredDocument>();
    if (source.company.layout_show_embedded_tariff) {
      for (const tariff of source.tariffs) {
        const doc = tariff.document_id ? await repo.findDocument(row.company_id, tariff.document_id) : undefined;
        if (doc) tariffDocuments.set(tariff.id, doc);
      }
    }
    return renderReceiptPdf({ ...source, tariffDocuments });
  }

  /**
   * The receipt's PDF: a submitted receipt's stored file (rendered and stored the first time, so it
   * never changes afterwards); a draft's rendered from its current state.
   */
  async function pdfOf(repo: ReceiptsRepository, row: ReceiptRow): Promise<ReceiptPdf> {
    const fileName = receiptFileName(Number(row.number));
    if (row.document_id) {
      const doc = await repo.findDocument(row.company_id, row.document_id);
      if (doc) return { fileName: doc.file_name, content: doc.content, documentId: doc.id };
    }
    const content = await render(repo, row);
    if (row.status !== 'SUBMITTED') return { fileName, content, documentId: null };
    const sha256 = createHash('sha256').update(content).digest('hex');
    const documentId = await repo.storePdf(row, fileName, content, sha256);
    return { fileName, content, documentId };
  }

  /** Runs a change to one receipt in a transaction and answers the receipt as it is afterwards. */
  function change(scope: TenantScope, id: string, fn: (repo: ReceiptsRepository, row: ReceiptRow) => Promise<string | void>): Promise<Receipt> {
    return database.transaction(async (tx) => {
      const repo = receiptsRepository(tx);
      const row = await receiptOf(repo, scope, id, true);
      const resultId = (await fn(repo, row)) ?? id;
      return toReceipt(await receiptOf(repo, { companyId: null }, resultId));
    });
  }

  function refuseSuperseded(row: ReceiptRow, lang: Language) {
    if (row.superseded_at) {
      throw conflict(receiptMessage('superseded', lang, { number: row.number, by: row.superseded_by_number ?? '?' }));
    }
  }

  return {
    async search(scope: TenantScope, query: ReceiptSearch): Promise<ReceiptPage> {
      const { rows, total } = await reads.search(scope, filterOf(query), sortOf(query), { number: query.pageNumber, size: query.pageSize });
      return { results: rows.map(toReceipt), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    exportSpec(scope: TenantScope, query: ReceiptExport, lang: Language): ExportSpec<ReceiptRow> {
      const period = query.year === undefined ? 'all' : query.month === undefined ? String(query.year) : `${query.year}-${String(query.month).padStart(2, '0')}`;
      return {
        fileName: `receipts-${period}`,
        sheetName: RECEIPTS_SHEET_NAME[lang],
        columns: receiptExportColumns(lang),
        rows: reads.all(scope, filterOf(query), sortOf(query)),
        lang,
      };
    },

    async get(scope: TenantScope, id: string): Promise<Receipt> {
      return toReceipt(await receiptOf(reads, scope, id));
    },

    /**
     * A DRAFT for a driver's ended month with the driver's reimbursable sessions of that month that
     * are in no other receipt. One receipt in force per driver and month (409 otherwise).
     */
    async create(scope: TenantScope, body: CreateReceipt, lang: Language): Promise<Receipt> {
      const periodEnd = Date.UTC(body.year, body.month, 1);
      if (periodEnd > now().getTime()) {
        const message = receiptMessage('periodNotEnded', lang);
        throw badRequest(message, [{ field: 'month', message }]);
      }
      try {
        return await database.transaction(async (tx) => {
          const repo = receiptsRepository(tx);
          const driver = await repo.findDriver(scope, body.driverId, { lock: true });
          if (!driver) throw notFound('driver');
          if (!driver.company_id || !driver.company_country) throw conflict(receiptMessage('driverWithoutCompany', lang));
          const existing = await repo.currentOfMonth(driver.company_id, driver.id, body.year, body.month);
          if (existing) throw conflict(receiptMessage('alreadyExists', lang, { number: existing.number }));
          const { id, sessionCount } = await createDraft(repo, {
            companyId: driver.company_id,
            userId: driver.id,
            currency: CURRENCY_BY_COUNTRY[driver.company_country],
            year: body.year,
            month: body.month,
          });
          if (sessionCount === 0) throw conflict(receiptMessage('noSessions', lang));
          return toReceipt(await receiptOf(repo, { companyId: null }, id));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(receiptMessage('monthTaken', lang));
        throw err;
      }
    },

    /** Recomputes a DRAFT: sessions join or leave, totals and payment account follow. */
    regenerate(scope: TenantScope, id: string, lang: Language): Promise<Receipt> {
      return change(scope, id, async (repo, row) => {
        if (row.status !== 'DRAFT') throw conflict(receiptMessage('notDraftRegenerate', lang, { number: row.number }));
        await refreshDraft(repo, row);
      });
    },

    /**
     * DRAFT -> SUBMITTED: the driver must have the fields the company requires (400 naming them); the
     * draft is brought up to date first, so its totals are its sessions' sums; its sessions are frozen
     * and its PDF is stored.
     */
    submit(scope: TenantScope, id: string, lang: Language): Promise<Receipt> {
      return change(scope, id, async (repo, row) => {
        if (row.status !== 'DRAFT') throw conflict(receiptMessage('notDraftSubmit', lang, { number: row.number }));
        const driver = await repo.findDriver({ companyId: null }, row.user_id);
        if (!driver) throw notFound('driver');
        const missing = missingRequiredFields({ ...driver, company_name: driver.company_id === row.company_id ? driver.company_name : row.company_name });
        if (missing.length) {
          const labels = RECEIPT_REQUIRED_FIELD_LABELS[lang];
          throw badRequest(
            receiptMessage('missingFields', lang, { fields: missing.map((f) => labels[f]).join(', ') }),
            missing.map((f) => ({ field: f, message: receiptMessage('fieldMissing', lang, { field: labels[f] }) })),
          );
        }
        const { session_count } = await refreshDraft(repo, row);
        if (session_count === 0) throw conflict(receiptMessage('emptyReceipt', lang));
        await repo.submit(row.company_id, row.id, now());
        await pdfOf(repo, (await repo.find({ companyId: null }, row.id))!);
      });
    },

    /** Deletes a DRAFT and frees its sessions; its number is not given again. */
    async remove(scope: TenantScope, id: string, lang: Language): Promise<void> {
      await database.transaction(async (tx) => {
        const repo = receiptsRepository(tx);
        const row = await receiptOf(repo, scope, id, true);
        if (row.status !== 'DRAFT') throw conflict(receiptMessage('notDraftDelete', lang, { number: row.number }));
        if (row.corrects_number !== null) {
          throw conflict(receiptMessage('correctionNotDeletable', lang, { number: row.number, corrects: row.corrects_number }));
        }
        await repo.remove(row.company_id, row.id);
      });
    },

    /**
     * Resend as correction: a SUBMITTED receipt in force gets a new version (new number, naming the
     * old one) as a DRAFT with the month's sessions recomputed; the old one keeps its stored PDF and
     * is superseded. Not while the receipt is in a live reimbursement item.
     */
    async correct(scope: TenantScope, id: string, lang: Language): Promise<Receipt> {
      return change(scope, id, async (repo, row) => {
        if (row.status !== 'SUBMITTED') throw conflict(receiptMessage('notSubmittedCorrection', lang, { number: row.number }));
        refuseSuperseded(row, lang);
        if (await repo.inLiveReimbursement(row.company_id, row.id)) throw conflict(receiptMessage('inReimbursement', lang, { number: row.number }));
        // The old receipt's file is kept as it was issued, before its sessions move.
        await pdfOf(repo, row);
        await repo.supersede(row.company_id, row.id, now());
        const { id: newId } = await createDraft(repo, {
          companyId: row.company_id,
          userId: row.user_id,
          currency: row.currency,
          year: Number(row.period_year),
          month: Number(row.period_month),
          correctsReceiptId: row.id,
          version: Number(row.version) + 1,
        });
        return newId;
      });
    },

    /** Mails a SUBMITTED receipt's PDF to the receipt recipient (the driver when none is set) and marks it sent. */
    async send(scope: TenantScope, id: string, lang: Language): Promise<ReceiptSent> {
      const row = await receiptOf(reads, scope, id);
      if (row.status !== 'SUBMITTED') throw conflict(receiptMessage('notSubmittedSend', lang, { number: row.number }));
      refuseSuperseded(row, lang);
      const { pdf, driver } = await database.transaction(async (tx) => {
        const repo = receiptsRepository(tx);
        const locked = await receiptOf(repo, scope, id, true);
        return { pdf: await pdfOf(repo, locked), driver: await repo.findDriver({ companyId: null }, locked.user_id) };
      });
      const to = driver?.receipt_recipient_email?.trim() || driver?.email;
      if (!to) throw notFound('driver');
      const sent = await mailer.send(
        receiptMail({
          lang: row.company_language === 'GERMAN' ? 'de' : 'en',
          to,
          companyId: row.company_id,
          companyName: row.company_name,
          driverName: row.driver_name,
          number: Number(row.number),
          correctsNumber: row.corrects_number === null ? null : Number(row.corrects_number),
          year: Number(row.period_year),
          month: Number(row.period_month),
          pdf: { fileName: pdf.fileName, content: pdf.content, documentId: pdf.documentId! },
        }),
      );
      if (sent.status === 'FAILED') {
        throw new AppError(502, 'DELIVERY_FAILED', receiptMessage('sendFailed', lang, { to, reason: sent.error ?? '' }));
      }
      await reads.markSent(row.company_id, row.id, now());
      return { receipt: toReceipt(await receiptOf(reads, scope, id)), to };
    },

    /** The receipt's PDF for preview and download. */
    async pdf(scope: TenantScope, id: string): Promise<ReceiptPdf> {
      const row = await receiptOf(reads, scope, id);
      if (row.status === 'SUBMITTED' && !row.document_id) {
        return database.transaction(async (tx) => {
          const repo = receiptsRepository(tx);
          return pdfOf(repo, await receiptOf(repo, scope, id, true));
        });
      }
      return pdfOf(reads, row);
    },

    /**
     * The due-day job: for every company whose receipt due day has come this month (the last day of
     * a shorter month), last month's DRAFTs for every driver with reimbursable sessions in no receipt.
     * Each company's month is done once; a driver-month that has a receipt is left alone.
     */
    async createDueDrafts(at: Date): Promise<{ companies: number; created: number }> {
      const period = duePeriod(at);
      const companies = await reads.companiesDue(period.day, period.daysInMonth, period.year, period.month);
      let created = 0;
      for (const company of companies) {
        created += await database.transaction(async (tx) => {
          const repo = receiptsRepository(tx);
          if (!(await repo.claimRun(company.id, period.year, period.month, at))) return 0;
          let count = 0;
          for (const userId of await repo.driversToReceipt(company.id, period.year, period.month)) {
            const draft = await createDraft(repo, {
              companyId: company.id,
              userId,
              currency: CURRENCY_BY_COUNTRY[company.country],
              year: period.year,
              month: period.month,
            });
            if (draft.sessionCount > 0) count++;
          }
          await repo.finishRun(company.id, period.year, period.month, count);
          return count;
        });
      }
      return { companies: companies.length, created };
    },

    /** The company a month-close file is for: the selected one, or the one an administrator names. */
    async monthCloseCompany(scope: TenantScope, companyId: string | undefined, lang: Language) {
      if (companyId && scope.companyId && companyId !== scope.companyId) throw notFound('company');
      const id = scope.companyId ?? companyId;
      if (!id) {
        const message = receiptMessage('selectCompany', lang);
        throw badRequest(message, [{ field: 'companyId', message }]);
      }
      const company = await reads.companyOf(id);
      if (!company) throw notFound('company');
      return company;
    },

    /** The company's DATEV settings; refused with the way to fix it while the numbers are missing. */
    datevSettings(company: MonthCloseCompany, lang: Language): DatevCompanySettings {
      if (company.datev_consultant_number === null || company.datev_client_number === null) {
        throw conflict(companyMessage('datevNumbersMissing', lang));
      }
      const accounts = datevAccounts({
        datevChartOfAccounts: company.datev_chart_of_accounts,
        datevAccountLength: Number(company.datev_account_length),
        datevExpenseAccount: company.datev_expense_account,
        datevPayableAccount: company.datev_payable_account,
      });
      return {
        consultantNumber: company.datev_consultant_number,
        clientNumber: company.datev_client_number,
        chart: company.datev_chart_of_accounts,
        accountLength: Number(company.datev_account_length),
        expenseAccount: accounts.expense,
        payableAccount: accounts.payable,
      };
    },

    monthCloseRows(companyId: string, year: number, month: number) {
      return reads.monthClose(companyId, year, month);
    },
  };
}
export type ReceiptsService = ReturnType<typeof receiptsService>;
