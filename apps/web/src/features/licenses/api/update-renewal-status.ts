import { useMutation } from '@tanstack/react-query';
import type { LicenseRenewal, RenewalStatus } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** PUT /backend/licenses/{id}/renewals/{renewalId}/status: one step along the renewal list, or CANCELLED. */
export async function updateRenewalStatus(v: { licenseId: string; renewalId: string; status: RenewalStatus }): Promise<LicenseRenewal> {
  const path = `/licenses/${encodeURIComponent(v.licenseId)}/renewals/${encodeURIComponent(v.renewalId)}/status`;
  return apiFetch<LicenseRenewal>(path, { method: 'PUT', body: { status: v.status } });
}

export function useUpdateRenewalStatus() {
  return useMutation({ mutationFn: updateRenewalStatus, onSuccess: useInvalidateLicenses() });
}
