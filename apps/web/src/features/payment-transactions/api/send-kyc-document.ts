import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDocumentSent, KycDocumentType } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentTransactionKeys } from './keys.ts';

/** POST /backend/payment-plus/wallets/{accountId}/documents: a KYC document for Lemonway (multipart), checked again by the server. */
export async function sendKycDocument({ companyId, accountId, type, file }: { companyId: string; accountId: string; type: KycDocumentType; file: File }): Promise<KycDocumentSent> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file, file.name);
  return apiFetch<KycDocumentSent>(`/payment-plus/wallets/${encodeURIComponent(accountId)}/documents`, { method: 'POST', body: form, companyId });
}

export function useSendKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendKycDocument,
    onSuccess: (_sent, { companyId }) => queryClient.invalidateQueries({ queryKey: paymentTransactionKeys.wallets(companyId) }),
  });
}
