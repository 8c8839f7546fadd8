import type { Receipt } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useReceiptMutation } from './use-receipt-mutation.ts';

/** POST /backend/receipts/{id}/regenerate: recomputes a DRAFT from the month's sessions. */
export async function regenerateReceipt(id: string): Promise<Receipt> {
  return apiFetch<Receipt>(`/receipts/${encodeURIComponent(id)}/regenerate`, { method: 'POST' });
}

export const useRegenerateReceipt = () => useReceiptMutation(regenerateReceipt);
