import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReimbursementListItem, ReimbursementPage } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { paymentTransactionKeys } from './keys.ts';

/** GET /backend/reimbursements/search?companyId=: a company's reimbursements, newest first, to attach a transaction to. */
export async function searchReimbursementOptions(companyId: string, signal?: AbortSignal): Promise<ReimbursementListItem[]> {
  const page = await apiFetch<ReimbursementPage>('/reimbursements/search', { query: { companyId, pageNumber: 0, pageSize: 100, sortField: 'createdAt', sortDir: 'DESC' }, signal });
  return page.results;
}

export const reimbursementOptionsQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: paymentTransactionKeys.reimbursementOptions(companyId), queryFn: ({ signal }) => searchReimbursementOptions(companyId, signal) });

export function useReimbursementOptions(companyId: string | null) {
  return useQuery({ ...reimbursementOptionsQueryOptions(companyId ?? ''), enabled: !!companyId });
}
