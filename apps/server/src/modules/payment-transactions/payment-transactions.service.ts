import {
  CURRENCIES,
  paymentMessage,
  totalPages,
  type Currency,
  type Language,
  type PaymentMethod,
  type PaymentTransaction,
  type PaymentTransactionPage,
  type PaymentTransactionSearch,
  type PaymentTransactionStatus,
  type PaymentTransactionSyncResult,
  utcDay,
} from '@fleetwatt/shared';
import { AppError } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { BankStatementLine } from '../../providers/bank/index.ts';
import type { BankAccessor } from '../bank-connections/bank-access.ts';
import { PAYMENT_TRANSACTIONS_SHEET_NAME, paymentTransactionExportColumns } from './payment-transactions.export.ts';
import type { BankTransaction, PaymentTransactionRow, PaymentTransactionsRepository } from './payment-transactions.repository.ts';

/** Pages of the bank's statement read per company and sync; the newest come first. */
const MAX_PAGES = 50;

const toItem = (r: PaymentTransactionRow): PaymentTransaction => ({
  id: r.id,
  companyId: r.company_id,
  companyName: r.company_name,
  userId: r.user_id,
  userName: r.user_name,
  source: r.source,
  method: r.method,
  status: r.status,
  side: r.side,
  amountMinor: Number(r.amount_minor),
  currency: r.currency,
  bookedAt: new Date(r.booked_at).toISOString(),
  note: r.note,
  comment: r.comment,
  counterpartyName: r.counterparty_name,
  counterpartyIban: r.counterparty_iban,
  externalId: r.external_id,
  reimbursements: (r.links ?? []).map((l) => ({ id: l.id, number: Number(l.number) })),
});

/** A statement line of the bank as a payment transaction. */
export function fromBank(t: BankStatementLine): BankTransaction {
  const credit = t.side === 'credit';
  const status: PaymentTransactionStatus =
    t.status === 'completed'
      ? credit ? 'MONEY_IN_SUCCESS' : 'MONEY_OUT_SUCCESS'
      : t.status === 'declined'
        ? credit ? 'MONEY_IN_ERROR' : 'MONEY_OUT_ERROR'
        : credit ? 'MONEY_IN_PENDING' : 'MONEY_OUT_PENDING';
  const method: PaymentMethod = t.operationType === 'card' ? 'CARD' : t.operationType === 'transfer' || t.operationType === 'income' ? 'SEPA_TRANSFER' : 'OTHER';
  return {
    externalId: t.id,
    status,
    side: credit ? 'CREDIT' : 'DEBIT',
    method,
    amountMinor: t.amountMinor,
    currency: ((CURRENCIES as readonly string[]).includes(t.currency) ? t.currency : 'EUR') as Currency,
    bookedAt: new Date(t.settledAt ?? t.emittedAt),
    note: t.reference ?? t.label,
    counterpartyName: t.counterpartyName ?? t.label,
    counterpartyIban: t.counterpartyIban,
  };
}

export function paymentTransactionsService(repo: PaymentTransactionsRepository, bank: BankAccessor) {
  const filterOf = ({ pageNumber: _p, pageSize: _s, export: _e, ...filter }: PaymentTransactionSearch) => filter;

  return {
    async search(scope: TenantScope, query: PaymentTransactionSearch): Promise<PaymentTransactionPage> {
      const { rows, total } = await repo.search(scope, query);
      return { results: rows.map(toItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    exportSpec(scope: TenantScope, query: PaymentTransactionSearch, lang: Language, now = new Date()): ExportSpec<PaymentTransactionRow> {
      return {
        fileName: `payment-transactions-${utcDay(now)}`,
        sheetName: PAYMENT_TRANSACTIONS_SHEET_NAME[lang],
        columns: paymentTransactionExportColumns(lang),
        rows: repo.all(scope, filterOf(query)),
        lang,
      };
    },

    /**
     * Pulls every connected company's bank statement (or one company's) into payment transactions,
     * by the bank's transaction id: a second sync adds nothing and only updates changed statuses.
     * A company whose bank cannot be read is named in `failed`; when that is every company, 502.
     */
    async sync(scope: TenantScope, companyId: string | undefined, lang: Language, now = new Date()): Promise<PaymentTransactionSyncResult> {
      const only = scope.companyId ?? companyId ?? null;
      if (scope.companyId && companyId && companyId !== scope.companyId) return { companies: 0, created: 0, updated: 0, failed: [] };
      const companies = await bank.connectedCompanies(only);
      const result: PaymentTransactionSyncResult = { companies: 0, created: 0, updated: 0, failed: [] };
      for (const company of companies) {
        try {
          const read = await bank.use(company.company_id, now, async (access) => {
            const lines: BankStatementLine[] = [];
            for (let page = 1; page <= MAX_PAGES; page++) {
              const answer = await access.bank.transactions(access.accessToken, access.account, page, null);
              lines.push(...answer.lines);
              if (!answer.nextPage) break;
            }
            return lines;
          });
          if (!read) {
            result.failed.push(company.company_name);
            continue;
          }
          for (const line of read) {
            const outcome = await repo.upsertBank(company.company_id, fromBank(line), now);
            if (outcome === 'created') result.created++;
            if (outcome === 'updated') result.updated++;
          }
          result.companies++;
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          result.failed.push(company.company_name);
        }
      }
      if (companies.length > 0 && result.companies === 0) throw new AppError(502, 'SYNC_FAILED', paymentMessage('syncFailed', lang));
      if (only && companies.length === 0) throw new AppError(409, 'BANK_NOT_CONNECTED', paymentMessage('notConnected', lang));
      return result;
    },
  };
}
