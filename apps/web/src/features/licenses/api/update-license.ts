import { useMutation } from '@tanstack/react-query';
import type { License, UpdateLicense } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** PUT /backend/licenses/{id}: subscription edit (dates, yearly price, cable, driver). */
export async function updateLicense({ id, body }: { id: string; body: UpdateLicense }): Promise<License> {
  return apiFetch<License>(`/licenses/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateLicense() {
  return useMutation({ mutationFn: updateLicense, onSuccess: useInvalidateLicenses() });
}
