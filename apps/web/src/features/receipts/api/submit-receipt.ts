import type { Receipt } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useReceiptMutation } from './use-receipt-mutation.ts';

/** POST /backend/receipts/{id}/submit: DRAFT -> SUBMITTED. */
export async function submitReceipt(id: string): Promise<Receipt> {
  return apiFetch<Receipt>(`/receipts/${encodeURIComponent(id)}/submit`, { method: 'POST' });
}

export const useSubmitReceipt = () => useReceiptMutation(submitReceipt);
