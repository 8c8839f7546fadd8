import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModalState } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { areaKeys } from '../../../lib/query-keys.ts';

export const modalKeys = { all: areaKeys.modals };

/** GET /backend/account/modals: which announcement modals the user has seen. */
export async function getModalStates(signal?: AbortSignal): Promise<ModalState[]> {
  return apiFetch<ModalState[]>('/account/modals', { signal });
}

export function useModalStates(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: modalKeys.all, queryFn: ({ signal }) => getModalStates(signal) }), enabled });
}
