import { useMutation } from '@tanstack/react-query';
import { ZLicense, type License, type UpdateLicense } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** PUT /backend/licenses/{id}: subscription edit (dates, yearly price, cable, driver). */
export async function updateLicense({ id, body }: { id: string; body: UpdateLicense }): Promise<License> {
  return ZLicense.parse(await apiFetch<unknown>(`/licenses/${encodeURIComponent(id)}`, { method: 'PUT', body }));
}

export function useUpdateLicense() {
  return useMutation({ mutationFn: updateLicense, onSuccess: useInvalidateLicenses() });
}
