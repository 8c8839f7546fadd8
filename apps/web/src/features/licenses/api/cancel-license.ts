import { useMutation } from '@tanstack/react-query';
import type { License } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** POST /backend/licenses/{id}/cancel: cancels the license and its open renewals. */
export async function cancelLicense(id: string): Promise<License> {
  return apiFetch<License>(`/licenses/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelLicense() {
  return useMutation({ mutationFn: cancelLicense, onSuccess: useInvalidateLicenses() });
}
