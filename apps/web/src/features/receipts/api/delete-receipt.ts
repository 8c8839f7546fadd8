import { apiFetch } from '../../../lib/api-client.ts';
import { useReceiptMutation } from './use-receipt-mutation.ts';

/** DELETE /backend/receipts/{id}: removes a DRAFT and frees its sessions. */
export async function deleteReceipt(id: string): Promise<void> {
  await apiFetch<void>(`/receipts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useDeleteReceipt = () => useReceiptMutation(deleteReceipt);
