import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client.ts';

/** GET /backend/reimbursements/{id}/sepa-files/{fileId}: a kept SEPA file, as it was handed out. */
export function downloadKeptSepaFile({ reimbursementId, fileId }: { reimbursementId: string; fileId: string }) {
  return downloadFile(`/reimbursements/${encodeURIComponent(reimbursementId)}/sepa-files/${encodeURIComponent(fileId)}`);
}

export function useDownloadKeptSepaFile() {
  return useMutation({ mutationFn: downloadKeptSepaFile });
}
