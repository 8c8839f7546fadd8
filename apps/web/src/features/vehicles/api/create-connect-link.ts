import { useMutation } from '@tanstack/react-query';
import type { CarApiLink } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /backend/users/{id}/connections/car-api/link: a one-time link to the provider's consent page. */
export async function createConnectLink(driverId: string): Promise<CarApiLink> {
  return apiFetch<CarApiLink>(`/users/${encodeURIComponent(driverId)}/connections/car-api/link`, { method: 'POST' });
}

export function useCreateConnectLink() {
  return useMutation({ mutationFn: createConnectLink });
}
