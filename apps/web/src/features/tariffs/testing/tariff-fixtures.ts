import type { Tariff, UserSimpleItem } from '@fleetwatt/shared';

/** Shapes as GET /backend/tariffs/search and GET /backend/users/simple-search answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  pending: '50000000-0000-4000-8000-000000000001',
  valid: '50000000-0000-4000-8000-000000000002',
  document: '60000000-0000-4000-8000-000000000001',
};

export const pendingTariff: Tariff = {
  id: IDS.pending,
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  userId: IDS.ada,
  driverName: 'Ada Lovelace',
  number: 2,
  startDate: '2026-11-01',
  endDate: null,
  pricePerKwh: 3250,
  currency: 'EUR',
  baseFeeMonthlyMinor: 1290,
  priceRule: 'TARIFF',
  eco: true,
  dynamic: false,
  priceSeriesId: null,
  priceSeriesName: null,
  providerName: 'Polarstern',
  document: { id: IDS.document, fileName: 'bill-ada.pdf', contentType: 'application/pdf', sizeBytes: 2048, createdAt: '2026-10-28T09:00:00.000Z' },
  status: 'PENDING',
  rejectionReason: null,
  reviewTopic: null,
  reviewDescription: null,
  reviewedAt: null,
  nextVerificationDate: null,
  sessionCount: 12,
  createdAt: '2026-10-28T09:00:00.000Z',
  updatedAt: '2026-10-29T09:00:00.000Z',
};

export const rejectedTariff: Tariff = {
  ...pendingTariff,
  id: IDS.valid,
  userId: IDS.bruno,
  driverName: 'Bruno Berger',
  number: 1,
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  pricePerKwh: 4089,
  baseFeeMonthlyMinor: null,
  eco: false,
  dynamic: true,
  priceSeriesId: '70000000-0000-4000-8000-000000000001',
  priceSeriesName: 'EPEX DE-LU',
  document: null,
  status: 'INVALID',
  rejectionReason: 'INVALID_ADDRESS',
  reviewTopic: 'Address does not match',
  reviewDescription: "The bill is for another address than the driver's home.",
  sessionCount: 0,
};

export const ada: UserSimpleItem = { id: IDS.ada, name: 'Ada Lovelace', email: 'ada@voltwerk.test', companyId: IDS.holding, companyName: 'Voltwerk Holding GmbH' };

export { stubBackend, type SentRequest } from '../../../components/ui/test-utils.tsx';
