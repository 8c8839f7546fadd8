import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/api-client.ts';
import { invoiceKeys, invoicePath } from './keys.ts';

/** GET /backend/invoices/{id}/pdf?disposition=inline: the PDF's bytes, for the preview in the page. */
export async function getInvoicePdf(id: string): Promise<Blob> {
  return (await fetchFile(invoicePath(id, 'pdf'), { disposition: 'inline' })).blob;
}

export function useInvoicePdf(id: string) {
  return useQuery(queryOptions({ queryKey: [...invoiceKeys.detail(id), 'pdf'], queryFn: () => getInvoicePdf(id) }));
}
