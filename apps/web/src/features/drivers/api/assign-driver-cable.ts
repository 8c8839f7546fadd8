import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

/** PUT /backend/users/{id}/cable/{cableId}: gives the driver this cable. */
export function assignDriverCable({ id, cableId }: { id: string; cableId: string }): Promise<unknown> {
  return apiFetch<unknown>(`/users/${encodeURIComponent(id)}/cable/${encodeURIComponent(cableId)}`, { method: 'PUT' });
}

export function useAssignDriverCable() {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: assignDriverCable,
    onSuccess: invalidate,
  });
}
