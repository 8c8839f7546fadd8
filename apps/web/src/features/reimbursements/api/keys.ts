import { useQueryClient } from '@tanstack/react-query';
import { areaKeys } from '../../../lib/query-keys.ts';

/** Query keys of the reimbursements area; every change invalidates `reimbursementKeys.all`. */
export const reimbursementKeys = {
  all: areaKeys.reimbursements,
  search: (query: object) => [...reimbursementKeys.all, 'search', query] as const,
  detail: (id: string) => [...reimbursementKeys.all, 'detail', id] as const,
  sepaFiles: (id: string) => [...reimbursementKeys.all, 'sepa-files', id] as const,
  candidates: (companyId: string, year: number, month: number) => [...reimbursementKeys.all, 'candidates', companyId, year, month] as const,
  receipts: (query: object) => [...reimbursementKeys.all, 'receipts', query] as const,
  transactionOptions: (companyId: string) => [...reimbursementKeys.all, 'transaction-options', companyId] as const,
};

/** Refreshes every list and detail of the area after a change. */
export function useInvalidateReimbursements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reimbursementKeys.all });
}
