import type { ReceiptStatus } from '@fleetwatt/shared';
import type { Params } from '../../lib/sql.ts';

/** A receipt filter the kept counts know: each given field narrows the count. */
export interface ReceiptCountFilter {
  /** Every one of these (a scope and a chosen company, which may differ and then count nothing). */
  companyIds: string[];
  year?: number;
  month?: number;
  status?: ReceiptStatus;
  sent?: boolean;
  /** Only receipts in force (not superseded by a correction). */
  current?: boolean;
}

/**
 * How many receipts match, as a sum of `receipt_counts` (kept with the receipts in the same
 * statement, db/triggers/receipt-counts.sql) instead of a count of the receipts: a few rows per
 * company and month (docs/decisions/0061).
 */
export function receiptCountSql(filter: ReceiptCountFilter, p: Params): string {
  const conditions = filter.companyIds.map((id) => `k.company_id = ${p.add(id)}`);
  if (filter.year !== undefined) conditions.push(`k.period_year = ${p.add(filter.year)}`);
  if (filter.month !== undefined) conditions.push(`k.period_month = ${p.add(filter.month)}`);
  if (filter.status) conditions.push(`k.status = ${p.add(filter.status)}`);
  if (filter.sent !== undefined) conditions.push(`k.sent = ${p.add(filter.sent)}`);
  if (filter.current) conditions.push('k.current');
  return `select coalesce(sum(k.receipts), 0)::int as n from receipt_counts k ${conditions.length ? `where ${conditions.join(' and ')}` : ''}`;
}
