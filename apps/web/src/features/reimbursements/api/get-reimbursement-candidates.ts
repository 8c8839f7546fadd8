import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReimbursementCandidate } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { reimbursementKeys } from './keys.ts';

/** GET /backend/reimbursements/candidates: SUBMITTED receipts of a company and period in no open reimbursement. */
export async function getReimbursementCandidates(companyId: string, year: number, month: number, signal?: AbortSignal): Promise<ReimbursementCandidate[]> {
  return apiFetch<ReimbursementCandidate[]>('/reimbursements/candidates', { query: { companyId, year, month }, signal });
}

export const candidatesQueryOptions = (companyId: string, year: number, month: number) =>
  queryOptions({
    queryKey: reimbursementKeys.candidates(companyId, year, month),
    queryFn: ({ signal }) => getReimbursementCandidates(companyId, year, month, signal),
  });

export function useReimbursementCandidates(companyId: string | null, year: number, month: number) {
  return useQuery({ ...candidatesQueryOptions(companyId ?? '', year, month), enabled: !!companyId });
}
