import type { PaymentTransaction, ReimbursementCandidate, ReimbursementDetail, ReimbursementListItem, ReimbursementReceipt } from '@fleetwatt/shared';

/** Shapes as the reimbursement calls answer them. */

export const IDS = {
  munich: '10000000-0000-4000-8000-000000000002',
  reimbursement: '50000000-0000-4000-8000-000000000001',
  other: '50000000-0000-4000-8000-000000000002',
  itemAda: '51000000-0000-4000-8000-000000000001',
  itemBruno: '51000000-0000-4000-8000-000000000002',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  receiptAda: '52000000-0000-4000-8000-000000000001',
  receiptBruno: '52000000-0000-4000-8000-000000000002',
  transaction: '53000000-0000-4000-8000-000000000001',
  freeTransaction: '53000000-0000-4000-8000-000000000002',
};

export const listItem: ReimbursementListItem = {
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
  status: 'PENDING',
  paymentStatus: 'PENDING',
  expenseMinor: 12345,
  currency: 'EUR',
  sentAt: null,
  createdAt: '2026-10-22T10:00:00.000Z',
  requiresAction: false,
};

export const paidListItem: ReimbursementListItem = {
  ...listItem,
  id: IDS.other,
  number: 6,
  periodMonth: 8,
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  driverCount: 1,
  itemCount: 1,
  status: 'APPROVED',
  paymentStatus: 'RECEIVED',
  expenseMinor: 4217,
  sentAt: '2026-09-25T08:00:00.000Z',
};

const item = (over: Partial<ReimbursementDetail['items'][number]>): ReimbursementDetail['items'][number] => ({
  id: IDS.itemAda,
  receiptId: IDS.receiptAda,
  receiptNumber: 14,
  receiptStatus: 'SUBMITTED',
  awaitingAuthentication: false,
  awaitingSettlement: false,
  payeeCheck: null,
  userId: IDS.ada,
  userName: 'Ada Lovelace',
  status: 'PENDING',
  amountMinor: 8128,
  currency: 'EUR',
  payoutChannel: null,
  payoutInProgress: false,
  payoutStartedAt: null,
  paidAt: null,
  failureReason: null,
  paymentTransactionId: null,
  iban: 'DE02120300000000202051',
  isPaymentPlus: false,
  kycStatus: null,
  ...over,
});

export function detail(over: Partial<ReimbursementDetail> = {}, items?: ReimbursementDetail['items']): ReimbursementDetail {
  return {
    ...listItem,
    approvedAt: null,
    payoutRoute: 'BANK',
    bankConnected: true,
    walletTopUp: null,
    items: items ?? [
      item({}),
      item({ id: IDS.itemBruno, receiptId: IDS.receiptBruno, receiptNumber: 9, userId: IDS.bruno, userName: 'Bruno Berger', amountMinor: 4217 }),
    ],
    paymentTransactions: [],
    ...over,
  };
}

export const approvedDetail = () =>
  detail({ status: 'APPROVED', approvedAt: '2026-10-24T09:00:00.000Z' }, [
    item({ status: 'APPROVED' }),
    item({ id: IDS.itemBruno, receiptId: IDS.receiptBruno, receiptNumber: 9, userId: IDS.bruno, userName: 'Bruno Berger', amountMinor: 4217, status: 'APPROVED' }),
  ]);

export const paidDetail = () =>
  detail(
    { status: 'APPROVED', paymentStatus: 'ACCEPTED', sentAt: '2026-10-25T09:00:00.000Z', approvedAt: '2026-10-24T09:00:00.000Z' },
    [
      item({ status: 'BANK_REIMBURSED', paidAt: '2026-10-25T09:00:00.000Z', payoutChannel: 'BANK', paymentTransactionId: IDS.transaction }),
      item({ id: IDS.itemBruno, receiptId: IDS.receiptBruno, receiptNumber: 9, userId: IDS.bruno, userName: 'Bruno Berger', amountMinor: 4217, status: 'APPROVED' }),
    ],
  );

export const linkedTransaction = {
  id: IDS.transaction,
  bookedAt: '2026-10-25T09:00:00.000Z',
  status: 'MONEY_OUT_SUCCESS' as const,
  side: 'DEBIT' as const,
  amountMinor: 8128,
  currency: 'EUR' as const,
  comment: null,
  note: 'Fleetwatt reimbursement 7 2026-09 receipt 14',
  counterpartyName: 'Ada Lovelace',
  reimbursementNumbers: [7],
};

export const candidates: ReimbursementCandidate[] = [
  { receiptId: IDS.receiptAda, receiptNumber: 14, userId: IDS.ada, userName: 'Ada Lovelace', expenseMinor: 8128, energyWh: 40_000, currency: 'EUR', submittedAt: '2026-10-05T10:00:00.000Z' },
  { receiptId: IDS.receiptBruno, receiptNumber: 9, userId: IDS.bruno, userName: 'Bruno Berger', expenseMinor: 4217, energyWh: 20_000, currency: 'EUR', submittedAt: '2026-10-05T10:00:00.000Z' },
];

export const freeTransaction: PaymentTransaction = {
  id: IDS.freeTransaction,
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
  note: 'SEPA batch',
  comment: null,
  counterpartyName: 'SEPA batch · 2 drivers',
  counterpartyIban: null,
  externalId: 'txn-1',
  reimbursements: [],
};

export const receiptRow: ReimbursementReceipt = {
  receiptId: IDS.receiptAda,
  receiptNumber: 14,
  receiptStatus: 'SUBMITTED',
  periodYear: 2026,
  periodMonth: 9,
  companyId: IDS.munich,
  companyName: 'Voltwerk München GmbH',
  userId: IDS.ada,
  userName: 'Ada Lovelace',
  expenseMinor: 8128,
  currency: 'EUR',
  submittedAt: '2026-10-05T10:00:00.000Z',
  reimbursementId: IDS.reimbursement,
  reimbursementNumber: 7,
  itemStatus: 'APPROVED',
};

export const page = <T,>(results: T[]) => ({ results, totalCount: results.length, totalPages: 1 });

export { jsonResponse, stubBackend } from '../../../components/ui/test-utils.tsx';
