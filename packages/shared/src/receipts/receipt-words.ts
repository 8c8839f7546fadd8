import { valueWords } from '../i18n/value-words.ts';
import type { ReceiptStatus, ReimbursementItemStatus } from '../common/enums.ts';

type ReceiptWords = {
  status: Record<ReceiptStatus, string>;
  reimbursement: Record<ReimbursementItemStatus, string>;
};

/** The words for a receipt's values, on the pages, in the export and in its PDF. */
export const RECEIPT_WORDS = valueWords<ReceiptWords>({
  en: {
    status: {
      DRAFT: 'Draft',
      SUBMITTED: 'Submitted',
    },
    reimbursement: {
      PENDING: 'Pending',
      APPROVED: 'Approved',
      P2P_REIMBURSED: 'Reimbursed (Payment+)',
      BANK_REIMBURSED: 'Reimbursed (bank)',
      BANK_REIMBURSEMENT_FAIL: 'Bank transfer failed',
      CANCELLED: 'Cancelled',
    },
  },
  de: {
    status: {
      DRAFT: 'Entwurf',
      SUBMITTED: 'Eingereicht',
    },
    reimbursement: {
      PENDING: 'Offen',
      APPROVED: 'Freigegeben',
      P2P_REIMBURSED: 'Erstattet (Payment+)',
      BANK_REIMBURSED: 'Erstattet (Bank)',
      BANK_REIMBURSEMENT_FAIL: 'Überweisung fehlgeschlagen',
      CANCELLED: 'Storniert',
    },
  },
});
