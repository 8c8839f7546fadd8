import type { CreateReceipt, Receipt } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useReceiptMutation } from './use-receipt-mutation.ts';

/** POST /backend/receipts: a DRAFT of a driver's month. */
export async function createReceipt(body: CreateReceipt): Promise<Receipt> {
  return apiFetch<Receipt>('/receipts', { method: 'POST', body });
}

export const useCreateReceipt = () => useReceiptMutation(createReceipt);
