import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile, fetchFile } from '../../../lib/api-client.ts';
import { receiptKeys } from './keys.ts';

const pdfPath = (id: string) => `/receipts/${encodeURIComponent(id)}/pdf`;

/** GET /backend/receipts/{id}/pdf: the PDF for the preview in the page. */
export async function getReceiptPdf(id: string): Promise<Blob> {
  return (await fetchFile(pdfPath(id))).blob;
}

export const receiptPdfQueryOptions = (id: string) => queryOptions({ queryKey: receiptKeys.pdf(id), queryFn: () => getReceiptPdf(id) });

export function useReceiptPdf(id: string | null) {
  return useQuery({ ...receiptPdfQueryOptions(id ?? ''), enabled: !!id });
}

/** The same PDF saved as a file under its own name. */
export function downloadReceiptPdf(id: string): Promise<string> {
  return downloadFile(pdfPath(id), { download: 'true' });
}
