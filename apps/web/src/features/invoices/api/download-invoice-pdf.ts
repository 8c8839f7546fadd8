import { downloadFile } from '../../../lib/api-client.ts';
import { notifyExport } from '../../../lib/notify.ts';
import { invoicePath } from './keys.ts';

/** GET /backend/invoices/{id}/pdf: saves the invoice's PDF under its file name. */
export function downloadInvoicePdf(id: string): Promise<string | undefined> {
  return notifyExport(() => downloadFile(invoicePath(id, 'pdf')));
}
