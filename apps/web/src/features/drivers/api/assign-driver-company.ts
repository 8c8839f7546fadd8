import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

/** POST /backend/users/{id}/company/{companyId}: moves the driver into a company (administrators). */
export function assignDriverCompany({ id, companyId }: { id: string; companyId: string }): Promise<unknown> {
  return apiFetch<unknown>(`/users/${encodeURIComponent(id)}/company/${encodeURIComponent(companyId)}`, { method: 'POST' });
}

export function useAssignDriverCompany() {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: assignDriverCompany,
    onSuccess: invalidate,
  });
}
