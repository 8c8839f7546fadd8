import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client.ts';

/** GET /backend/tariffs/{id}/document: saved under the name of its content-disposition. */
export function downloadTariffDocument(id: string): Promise<string> {
  return downloadFile(`/tariffs/${encodeURIComponent(id)}/document`);
}

export function useDownloadTariffDocument() {
  return useMutation({ mutationFn: downloadTariffDocument });
}
