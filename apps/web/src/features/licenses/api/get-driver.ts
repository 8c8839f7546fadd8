import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /backend/users/{id}: the picked driver's cable, which a home-charging license names. */
export async function getDriverCable(id: string, signal?: AbortSignal): Promise<Pick<Driver, 'id' | 'cable'>> {
  const driver = await apiFetch<Driver>(`/users/${encodeURIComponent(id)}`, { signal });
  return { id: driver.id, cable: driver.cable };
}

export function usePickedDriver(id: string | null) {
  return useQuery({ queryKey: ['licenses', 'driver', id] as const, queryFn: ({ signal }) => getDriverCable(id!, signal), enabled: !!id });
}
