import type { MonthCloseFormat } from '@fleetwatt/shared';
import { downloadFile } from '../../../lib/api-client.ts';

/** GET /backend/receipts/month-close: the payroll file of the month as CSV or DATEV, saved as a file. */
export function downloadMonthClose(query: { year: number; month: number; format: MonthCloseFormat }): Promise<string> {
  return downloadFile('/receipts/month-close', { y: query.year, m: query.month, format: query.format });
}
