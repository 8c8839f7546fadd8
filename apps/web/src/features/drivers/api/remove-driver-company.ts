import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

/** DELETE /backend/users/{id}/company: the driver leaves their company. */
export function removeDriverCompany(id: string): Promise<void> {
  return apiFetch<void>(`/users/${encodeURIComponent(id)}/company`, { method: 'DELETE' });
}

export function useRemoveDriverCompany() {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: removeDriverCompany,
    onSuccess: invalidate,
  });
}
