import type { ChargingSession, ChargingSessionSummary, UserSimpleItem } from '@fleetwatt/shared';

/** Shapes as GET /backend/charging-sessions/search, /summary and /users/simple-search answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  cable: '40000000-0000-4000-8000-000000000001',
  tariff: '50000000-0000-4000-8000-000000000001',
  priced: '70000000-0000-4000-8000-000000000001',
  flagged: '70000000-0000-4000-8000-000000000002',
  external: '70000000-0000-4000-8000-000000000003',
};

export const pricedSession: ChargingSession = {
  id: IDS.priced,
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  userId: IDS.ada,
  userName: 'Ada Lovelace',
  cableId: IDS.cable,
  cableHardwareId: 'FW-CBL-0001',
  mobileIdentifierIndex: 412,
  startDate: '2026-03-05T19:30:00.000Z',
  durationSeconds: 5_430,
  wattHours: 18_250,
  meterStartWh: 1_200_000,
  meterEndWh: 1_218_250,
  energyDifferenceWh: 18_250,
  tariffId: IDS.tariff,
  tariffNumber: 2,
  tariffPrice: 3512,
  priceBasis: 'TARIFF',
  expenseMinor: 641,
  currency: 'EUR',
  reimbursable: true,
  errorCode: 0,
  receiptId: null,
  receiptStatus: 'DRAFT',
  reviewStatus: 'NONE',
  reviewType: null,
  reviewTags: [],
  reviewedAt: null,
  source: 'CABLE',
  externalOperator: null,
  externalReference: null,
  meterSignatureStatus: null,
  meterSignatureFailure: null,
  createdAt: '2026-03-05T21:10:00.000Z',
  updatedAt: '2026-03-06T08:00:00.000Z',
};

export const flaggedSession: ChargingSession = {
  ...pricedSession,
  id: IDS.flagged,
  userId: IDS.bruno,
  userName: 'Bruno Berger',
  mobileIdentifierIndex: 413,
  startDate: '2026-03-07T20:00:00.000Z',
  durationSeconds: -600,
  wattHours: null,
  meterEndWh: null,
  energyDifferenceWh: null,
  tariffId: null,
  tariffNumber: null,
  tariffPrice: null,
  priceBasis: 'NO_TARIFF',
  expenseMinor: 0,
  reimbursable: false,
  errorCode: 4,
  receiptStatus: null,
  reviewStatus: 'TO_BE_REVIEWED',
  reviewType: 'ERROR_CODE',
  reviewTags: ['NEGATIVE_DURATION', 'WRONG_TIMESTAMP'],
};

export const externalSession: ChargingSession = {
  ...pricedSession,
  id: IDS.external,
  cableId: null,
  cableHardwareId: null,
  mobileIdentifierIndex: null,
  meterStartWh: null,
  meterEndWh: null,
  energyDifferenceWh: null,
  tariffId: null,
  tariffNumber: null,
  tariffPrice: 6900,
  priceBasis: null,
  expenseMinor: 2933,
  reimbursable: false,
  receiptStatus: null,
  source: 'EXTERNAL',
  externalOperator: 'IONITY',
  externalReference: 'IONITY-4711',
};

export const summary: ChargingSessionSummary = {
  year: 2026,
  month: 3,
  currency: 'EUR',
  currencies: ['EUR'],
  current: { energyConsumption: 1_234_567, expenses: 43_210 },
  previous: { energyConsumption: 1_000_000, expenses: 40_000 },
  energyConsumptionPercentage: 23.46,
  expensesPercentage: 8.03,
  avgPricePerKWh: 3500,
  avgPricePerKWhPercentage: -1.5,
  avgExpensePerUser: 2161,
  avgExpensePerUserPercentage: null,
};

export const ada: UserSimpleItem = { id: IDS.ada, name: 'Ada Lovelace', email: 'ada@voltwerk.test', companyId: IDS.holding, companyName: 'Voltwerk Holding GmbH' };

export const page = (results: ChargingSession[]) => ({ results, totalCount: results.length, totalPages: 1 });

export { stubBackend, jsonResponse } from '../../../components/ui/test-utils.tsx';
