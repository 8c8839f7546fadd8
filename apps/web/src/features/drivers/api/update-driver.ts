import { useMutation } from '@tanstack/react-query';
import type { UpdateDriver } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

/** PUT /backend/users/{id}: the driver's profile fields. */
export function updateDriver({ id, body }: { id: string; body: UpdateDriver }): Promise<unknown> {
  return apiFetch<unknown>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateDriver() {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: invalidate,
  });
}
