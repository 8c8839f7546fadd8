import { useMutation } from '@tanstack/react-query';
import type { LicenseRenewal } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** POST /backend/licenses/{id}/renew: opens a PENDING renewal for the next period. */
export async function renewLicense(id: string): Promise<LicenseRenewal> {
  return apiFetch<LicenseRenewal>(`/licenses/${encodeURIComponent(id)}/renew`, { method: 'POST' });
}

export function useRenewLicense() {
  return useMutation({ mutationFn: renewLicense, onSuccess: useInvalidateLicenses() });
}
