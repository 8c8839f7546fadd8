import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModalState } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const modalKeys = { all: areaKeys.modals };

/** GET /backend/account/modals: which announcement modals the user has seen, and with "don't show again". */
export async function getModalStates(signal?: AbortSignal): Promise<ModalState[]> {
  return apiFetch<ModalState[]>('/account/modals', { signal });
}

export const modalStatesQueryOptions = () =>
  queryOptions({ queryKey: modalKeys.all, queryFn: ({ signal }) => getModalStates(signal) });

export function useModalStates() {
  return useQuery(modalStatesQueryOptions());
}
