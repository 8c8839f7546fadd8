import type { Receipt } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useReceiptMutation } from './use-receipt-mutation.ts';

/** POST /backend/receipts/{id}/correction: a new version of a SUBMITTED receipt, as a DRAFT. */
export async function correctReceipt(id: string): Promise<Receipt> {
  return apiFetch<Receipt>(`/receipts/${encodeURIComponent(id)}/correction`, { method: 'POST' });
}

export const useCorrectReceipt = () => useReceiptMutation(correctReceipt);
