import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModalState } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const modalKeys = { all: ['account', 'modals'] as const };

/** GET /backend/account/modals: which announcement modals the user has seen, and with "don't show again". */
export async function getModalStates(signal?: AbortSignal): Promise<ModalState[]> {
  return apiFetch<ModalState[]>('/account/modals', { signal });
}

export const modalStatesQueryOptions = () =>
  queryOptions({ queryKey: modalKeys.all, queryFn: ({ signal }) => getModalStates(signal) });

export function useModalStates() {
  return useQuery(modalStatesQueryOptions());
}
