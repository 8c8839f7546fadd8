import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReimbursementDetail } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { reimbursementKeys } from './keys.ts';

/** GET /backend/reimbursements/{id}: the reimbursement with its items and payment transactions. */
export async function getReimbursement(id: string, signal?: AbortSignal): Promise<ReimbursementDetail> {
  return apiFetch<ReimbursementDetail>(`/reimbursements/${encodeURIComponent(id)}`, { signal });
}

export const reimbursementQueryOptions = (id: string) =>
  queryOptions({ queryKey: reimbursementKeys.detail(id), queryFn: ({ signal }) => getReimbursement(id, signal) });

export function useReimbursement(id: string | null) {
  return useQuery({ ...reimbursementQueryOptions(id ?? ''), enabled: !!id });
}
