import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReimbursementPage, ReimbursementSearch } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { reimbursementKeys } from './keys.ts';

/** The list's query as the page keeps it; the server fills in what is absent. */
export type ReimbursementSearchQuery = Partial<ReimbursementSearch>;

/** GET /backend/reimbursements/search: one page of reimbursements, filtered. */
export async function searchReimbursements(query: ReimbursementSearchQuery, signal?: AbortSignal): Promise<ReimbursementPage> {
  return apiFetch<ReimbursementPage>('/reimbursements/search', { query: { ...query }, signal });
}

export const reimbursementsQueryOptions = (query: ReimbursementSearchQuery) =>
  queryOptions({
    queryKey: reimbursementKeys.search(query),
    queryFn: ({ signal }) => searchReimbursements(query, signal),
    placeholderData: keepPreviousData,
  });

export function useReimbursements(query: ReimbursementSearchQuery) {
  return useQuery(reimbursementsQueryOptions(query));
}
