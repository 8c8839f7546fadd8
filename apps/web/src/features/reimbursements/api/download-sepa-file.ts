import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client.ts';
import { useInvalidateReimbursements } from './keys.ts';

/** GET /backend/reimbursements/{id}/sepa: the pain.001 file, saved under the name the server gives. */
export function downloadSepaFile({ reimbursementId, debtorIban, executionDate }: { reimbursementId: string; debtorIban: string; executionDate?: string }) {
  return downloadFile(`/reimbursements/${encodeURIComponent(reimbursementId)}/sepa`, { debtorIban, executionDate });
}

/** Making the file puts the items into it, so the reimbursement is read again afterwards. */
export function useDownloadSepaFile() {
  const invalidate = useInvalidateReimbursements();
  return useMutation({ mutationFn: downloadSepaFile, onSettled: () => invalidate() });
}
