import { invoiceMessage, type ErrorCode, type Invoice, type InvoiceMessageKey, type Language } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import type { Database, SqlClient } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { invoicesRepository as repo, type InvoiceRow } from './invoices.repository.ts';
import { toInvoice } from './invoice-view.ts';

/** Who asks: the tenant scope, the language of the answer, and whether drafts are theirs to see. */
export interface InvoiceCaller {
  scope: TenantScope;
  lang: Language;
  /** Administrators work on drafts; fleet managers see their company's invoices once approved. */
  administrator: boolean;
}

export interface InvoiceDeps {
  database: Database;
  config: Config;
  /** The clock, so tests can choose the moment. */
  now?: () => Date;
}

export const refused = (caller: InvoiceCaller, key: InvoiceMessageKey, params: Record<string, string> = {}) =>
  conflict(invoiceMessage(key, caller.lang, params));

/** The invoice of the caller's scope (locked for the transaction when asked), or 404. */
export async function requireInvoice(db: SqlClient, caller: InvoiceCaller, id: string, lock = false): Promise<InvoiceRow> {
  const row = UUID.test(id) ? await repo.find(db, caller.scope, id, { lock }) : null;
  if (!row || (!caller.administrator && row.status === 'DRAFT')) throw notFound('invoice');
  return row;
}

/** The invoice in full, as the API answers it. */
export async function loadInvoice(db: SqlClient, caller: InvoiceCaller, id: string): Promise<Invoice> {
  const row = await requireInvoice(db, caller, id);
  const [lines, payments] = await Promise.all([repo.lines(db, row.company_id, row.id), repo.payments(db, row.company_id, row.id)]);
  return toInvoice(row, lines, payments);
}

/**
 * Paid amount and status from the payments; an invoice that became PAID moves its INVOICED
 * renewals to PAID in the same transaction.
 */
export async function settleInvoice(db: SqlClient, row: InvoiceRow) {
  const status = await repo.settle(db, row.company_id, row.id);
  if (status === 'PAID' && row.status !== 'PAID') await repo.markRenewalsPaid(db, row.company_id, row.id);
  return status;
}

/** A failure of an outside service the user can read (502), e.g. the accounting service's. */
export const badGateway = (code: ErrorCode, message: string) => new AppError(502, code, message);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
