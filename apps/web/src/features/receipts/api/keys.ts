import type { ReceiptSearchQuery } from './get-receipts.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the receipts area; every receipt change invalidates `receiptKeys.all`. */
export const receiptKeys = {
  all: areaKeys.receipts,
  searches: () => [...receiptKeys.all, 'search'] as const,
  search: (query: ReceiptSearchQuery) => [...receiptKeys.searches(), query] as const,
  pdf: (id: string) => [...receiptKeys.all, 'pdf', id] as const,
};
