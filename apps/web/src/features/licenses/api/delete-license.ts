import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateLicenses } from './keys.ts';

/** DELETE /backend/licenses/{id}: removes a license no driver uses and that was never billed. */
export async function deleteLicense(id: string): Promise<void> {
  await apiFetch<unknown>(`/licenses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLicense() {
  return useMutation({ mutationFn: deleteLicense, onSuccess: useInvalidateLicenses() });
}
