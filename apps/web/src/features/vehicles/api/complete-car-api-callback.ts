import { useMutation } from '@tanstack/react-query';
import type { CarApiCallback, CarApiCallbackResult } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /backend/public/car-api/callback: hands the provider's code and state to the backend. */
export async function completeCarApiCallback(body: CarApiCallback): Promise<CarApiCallbackResult> {
  return apiFetch<CarApiCallbackResult>('/public/car-api/callback', { method: 'POST', body });
}

export function useCompleteCarApiCallback() {
  return useMutation({ mutationFn: completeCarApiCallback });
}
