import { useMutation } from '@tanstack/react-query';
import type { AssignLicenseInput, License } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** POST /backend/licenses: assign license, a new license for a driver and the driver's cable. */
export async function assignLicense(body: AssignLicenseInput): Promise<License> {
  return apiFetch<License>('/licenses', { method: 'POST', body });
}

export function useAssignLicense() {
  return useMutation({ mutationFn: assignLicense, onSuccess: useInvalidateLicenses() });
}
