import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverSubscription } from '@fleetwatt/shared';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { driverKeys } from './keys.ts';

/** GET /backend/users/{id}/subscription: the driver's license, or null when there is none. */
export async function getDriverSubscription(id: string, signal?: AbortSignal): Promise<DriverSubscription | null> {
  try {
    return (await apiFetch<DriverSubscription | null | undefined>(`/users/${encodeURIComponent(id)}/subscription`, { signal })) ?? null;
  } catch (error) {
    // A driver without a license answers 404 (or an empty body): the view says "No license".
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const driverSubscriptionQueryOptions = (id: string) =>
  queryOptions({ queryKey: driverKeys.subscription(id), queryFn: ({ signal }) => getDriverSubscription(id, signal) });

export function useDriverSubscription(id: string | null | undefined) {
  return useQuery({ ...driverSubscriptionQueryOptions(id ?? ''), enabled: !!id });
}
