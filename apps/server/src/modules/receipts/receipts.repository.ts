import type { SqlClient } from '../../db/database.ts';
import { monthCloseRepository } from './month-close.repository.ts';
import { receiptChangesRepository } from './receipt-changes.repository.ts';
import { receiptDueDayRepository } from './receipt-due-day.repository.ts';
import { receiptListRepository } from './receipt-list.repository.ts';
import { receiptPdfDataRepository } from './receipt-pdf-data.repository.ts';
import { receiptTotalsRepository } from './receipt-totals.repository.ts';

/*
 * Receipts: one driver's month. The data access is split by responsibility (the list, changes,
 * totals, PDF data, the due-day job, the month close); the service works with all of them at once.
 */
export function receiptsRepository(db: SqlClient) {
  return {
    ...receiptListRepository(db),
    ...receiptChangesRepository(db),
    ...receiptTotalsRepository(db),
    ...receiptPdfDataRepository(db),
    ...receiptDueDayRepository(db),
    ...monthCloseRepository(db),
  };
}
export type ReceiptsRepository = ReturnType<typeof receiptsRepository>;
