import { useQuery } from '@tanstack/react-query';
import { ZDriver } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

const ZDriverCable = ZDriver.pick({ id: true, cable: true });

/** GET /backend/users/{id}: the picked driver's cable, which a home-charging license names. */
export async function getDriverCable(id: string, signal?: AbortSignal) {
  return ZDriverCable.parse(await apiFetch<unknown>(`/users/${encodeURIComponent(id)}`, { signal }));
}

export function usePickedDriver(id: string | null) {
  return useQuery({ queryKey: ['licenses', 'driver', id] as const, queryFn: ({ signal }) => getDriverCable(id!, signal), enabled: !!id });
}
