import { downloadFile } from '../../../lib/api-client.ts';
import { notifyExport } from '../../../lib/notify.ts';
import { invoicePath } from './keys.ts';

/** GET /backend/invoices/{id}/e-invoice: saves the EN 16931 electronic invoice (XML). */
export function downloadEInvoice(id: string): Promise<string | undefined> {
  return notifyExport(() => downloadFile(invoicePath(id, 'e-invoice')));
}
