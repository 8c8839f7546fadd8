import type { Receipt, UserSimpleItem } from '@fleetwatt/shared';

/** Shapes as GET /backend/receipts/search and GET /backend/users/simple-search answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  daniel: '20000000-0000-4000-8000-000000000005',
  ada: '30000000-0000-4000-8000-000000000001',
  draft: '50000000-0000-4000-8000-000000000001',
  submitted: '50000000-0000-4000-8000-000000000002',
  correction: '50000000-0000-4000-8000-000000000003',
  old: '50000000-0000-4000-8000-000000000004',
};

const base = {
  version: 1,
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  periodYear: 2026,
  periodMonth: 10,
  submittedAt: null,
  sent: false,
  sentAt: null,
  baseFeeMinor: 0,
  baseFee: null,
  currency: 'EUR' as const,
  paymentIban: 'DE89370400440532013000',
  paymentAccountHolder: 'Daniel Driver',
  recipientEmail: 'daniel.driver@example.test',
  reimbursementStatus: null,
  corrects: null,
  supersededBy: null,
  supersededAt: null,
};

export const draftReceipt: Receipt = {
  ...base,
  id: IDS.draft,
  number: 18,
  driverId: IDS.daniel,
  driverName: 'Daniel Driver',
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'DRAFT',
  sessionCount: 15,
  energyWh: 123456,
  expenseMinor: 16018,
};

export const submittedReceipt: Receipt = {
  ...base,
  id: IDS.submitted,
  number: 7,
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  createdAt: '2026-10-05T03:00:00.000Z',
  periodMonth: 9,
  status: 'SUBMITTED',
  submittedAt: '2026-10-06T10:00:00.000Z',
  sent: true,
  sentAt: '2026-10-06T11:00:00.000Z',
  sessionCount: 9,
  energyWh: 80500,
  expenseMinor: 2890,
  reimbursementStatus: 'APPROVED',
};

export const correctionReceipt: Receipt = {
  ...submittedReceipt,
  id: IDS.correction,
  number: 8,
  version: 2,
  status: 'DRAFT',
  submittedAt: null,
  sent: false,
  sentAt: null,
  reimbursementStatus: null,
  corrects: { id: IDS.old, number: 6 },
};

export const daniel: UserSimpleItem = {
  id: IDS.daniel,
  name: 'Daniel Driver',
  email: 'driver@demo.test',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
};

export { stubBackend, type SentRequest } from '../../../components/ui/test-utils.tsx';
