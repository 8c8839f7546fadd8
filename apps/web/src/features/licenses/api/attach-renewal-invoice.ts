import { useMutation } from '@tanstack/react-query';
import type { LicenseRenewal } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** POST /backend/licenses/{id}/renewals/{renewalId}/invoice: attaches an invoice of the license's company. */
export async function attachRenewalInvoice(v: { licenseId: string; renewalId: string; invoiceId: string }): Promise<LicenseRenewal> {
  const path = `/licenses/${encodeURIComponent(v.licenseId)}/renewals/${encodeURIComponent(v.renewalId)}/invoice`;
  return apiFetch<LicenseRenewal>(path, { method: 'POST', body: { invoiceId: v.invoiceId } });
}

export function useAttachRenewalInvoice() {
  return useMutation({ mutationFn: attachRenewalInvoice, onSuccess: useInvalidateLicenses() });
}
