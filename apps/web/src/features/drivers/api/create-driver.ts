import { useMutation } from '@tanstack/react-query';
import type { CreateDriver, Driver } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidateDrivers } from './keys.ts';

/** POST /backend/users: adds a driver to the selected company (201 with the driver). */
export async function createDriver(body: CreateDriver): Promise<Driver> {
  return apiFetch<Driver>('/users', { method: 'POST', body });
}

export function useCreateDriver() {
  const invalidate = useInvalidateDrivers();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: invalidate,
  });
}
