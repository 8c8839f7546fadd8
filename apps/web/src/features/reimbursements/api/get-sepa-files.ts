import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SepaFile } from '@fleetwatt/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { reimbursementKeys } from './keys.ts';

/** GET /backend/reimbursements/{id}/sepa-files: every SEPA file made for the reimbursement, newest first. */
export async function getSepaFiles(id: string, signal?: AbortSignal): Promise<SepaFile[]> {
  return apiFetch<SepaFile[]>(`/reimbursements/${encodeURIComponent(id)}/sepa-files`, { signal });
}

export const sepaFilesQueryOptions = (id: string) =>
  queryOptions({ queryKey: reimbursementKeys.sepaFiles(id), queryFn: ({ signal }) => getSepaFiles(id, signal) });

export function useSepaFiles(id: string) {
  return useQuery(sepaFilesQueryOptions(id));
}
