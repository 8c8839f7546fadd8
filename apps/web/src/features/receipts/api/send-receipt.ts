import type { ReceiptSent } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useReceiptMutation } from './use-receipt-mutation.ts';

/** POST /backend/receipts/{id}/send: mails the PDF and marks the receipt sent. */
export async function sendReceipt(id: string): Promise<ReceiptSent> {
  return apiFetch<ReceiptSent>(`/receipts/${encodeURIComponent(id)}/send`, { method: 'POST' });
}

export const useSendReceipt = () => useReceiptMutation(sendReceipt);
