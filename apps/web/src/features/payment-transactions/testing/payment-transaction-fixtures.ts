import type { PaymentTransaction, ReimbursementListItem } from '@fleetwatt/shared';

/** Shapes as the payment transaction and bank calls answer them. */

export const IDS = {
  munich: '10000000-0000-4000-8000-000000000002',
  bankTx: '53000000-0000-4000-8000-000000000001',
  walletTx: '53000000-0000-4000-8000-000000000002',
  reimbursement: '50000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
};

export const bankTransaction: PaymentTransaction = {
  id: IDS.bankTx,
  companyId: IDS.munich,
  companyName: 'Voltwerk München GmbH',
  userId: null,
  userName: null,
  source: 'BANK',
  method: 'SEPA_TRANSFER',
  status: 'MONEY_OUT_SUCCESS',
  side: 'DEBIT',
  amountMinor: 12345,
  currency: 'EUR',
  bookedAt: '2026-10-26T09:00:00.000Z',
  note: 'Reimbursement 7 · 2026-09',
  comment: null,
  counterpartyName: 'SEPA batch · 2 drivers',
  counterpartyIban: null,
  externalId: 'txn-1',
  reimbursements: [{ id: IDS.reimbursement, number: 7 }],
};

export const walletTransaction: PaymentTransaction = {
  ...bankTransaction,
  id: IDS.walletTx,
  userId: IDS.ada,
  userName: 'Ada Lovelace',
  source: 'PAYMENT_PLUS',
  method: 'MONEY_IN',
  status: 'MONEY_IN_VALIDATION_PENDING',
  side: 'CREDIT',
  amountMinor: 120000,
  note: 'Top-up',
  comment: 'Awaiting validation of the new mandate',
  counterpartyName: 'Voltwerk München GmbH · Payment+ wallet',
  counterpartyIban: 'DE02120300000000202051',
  externalId: 'pp-1',
  reimbursements: [],
};

export const reimbursementOption: ReimbursementListItem = {
  id: IDS.reimbursement,
  number: 7,
  periodYear: 2026,
  periodMonth: 9,
  companyId: IDS.munich,
  companyName: 'Voltwerk München GmbH',
  reimbursementMode: 'COMPANY',
  driverId: null,
  driverName: null,
  driverCount: 2,
  itemCount: 2,
  status: 'APPROVED',
  paymentStatus: 'ACCEPTED',
  expenseMinor: 12345,
  currency: 'EUR',
  sentAt: null,
  createdAt: '2026-10-22T10:00:00.000Z',
  requiresAction: false,
};

export const page = <T,>(results: T[]) => ({ results, totalCount: results.length, totalPages: 1 });

export { jsonResponse, stubBackend } from '../../../components/ui/test-utils.tsx';
