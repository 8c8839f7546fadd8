import type { MileageAggregate, MileageReading } from '@fleetwatt/shared';

/** Shapes as GET /backend/mileage/readings and /aggregated answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  r1: '50000000-0000-4000-8000-000000000001',
  r2: '50000000-0000-4000-8000-000000000002',
};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export const carReading: MileageReading = {
  id: IDS.r1,
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  odometerKm: 23_456,
  source: 'CAR',
  readAt: hoursAgo(3 * 24 + 2),
  flag: null,
  note: null,
};

export const jumpReading: MileageReading = {
  id: IDS.r2,
  driverId: IDS.bruno,
  driverName: 'Bruno Berger',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  odometerKm: 98_000,
  source: 'DRIVER',
  readAt: hoursAgo(5),
  flag: 'JUMP',
  note: 'Typed from the dashboard',
};

export const adaMarch: MileageAggregate = {
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  year: 2026,
  month: 3,
  firstReadAt: '2026-03-02T08:00:00.000Z',
  firstKm: 21_000,
  lastReadAt: '2026-03-30T08:00:00.000Z',
  lastKm: 23_456,
  drivenKm: 2_756,
  readingsCount: 5,
  flaggedCount: 1,
  plannedYearlyKm: 30_000,
  plannedKm: 2_548,
  plannedSharePercent: 108.16,
};

export { stubBackend, jsonResponse } from '../../../components/ui/test-utils.tsx';
