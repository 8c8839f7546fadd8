import type { ConnectRow, ConnectSummary, DriverChart, FleetMileageRow, FleetMonitorAccess, ModalState } from '@fleetwatt/shared';

/** Shapes as the fleet monitor's calls answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  alpen: '10000000-0000-4000-8000-000000000004',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
};

export const connectAccess: FleetMonitorAccess = {
  companyId: IDS.holding,
  hasCarApi: true,
  trialStartedAt: null,
  trialEndsAt: null,
  trialActive: false,
  canStartTrial: false,
  access: true,
};

export const lightAccess: FleetMonitorAccess = {
  companyId: IDS.alpen,
  hasCarApi: false,
  trialStartedAt: null,
  trialEndsAt: null,
  trialActive: false,
  canStartTrial: true,
  access: false,
};

export const trialAccess: FleetMonitorAccess = {
  ...lightAccess,
  trialStartedAt: '2026-05-01T09:00:00.000Z',
  trialEndsAt: '2026-05-15T09:00:00.000Z',
  trialActive: true,
  canStartTrial: false,
  access: true,
};

export const adaRow: ConnectRow = {
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  status: 'CONNECTED',
  vehicle: { make: 'Volkswagen', model: 'ID.4 Pro', modelYear: 2025, dataState: null },
  carDataAt: new Date(Date.now() - 3_600_000).toISOString(),
  latestKm: 23_456,
  latestReadAt: '2026-05-04T03:00:00.000Z',
  latestSource: 'CAR',
  homeChargingPercent: 82.5,
  drivenKm: 6_000,
  daysObserved: 120,
  forecastKm: 18_250,
  plannedKm: 20_000,
  deviationPercent: -8.75,
};

/** A car whose data stopped five days ago; the latest mileage came from the driver. */
export const brunoRow: ConnectRow = {
  driverId: IDS.bruno,
  driverName: 'Bruno Berger',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  status: 'NO_RECENT_DATA',
  vehicle: { make: 'Tesla', model: 'Model 3 Long Range', modelYear: 2024, dataState: null },
  carDataAt: new Date(Date.now() - 5 * 86_400_000 - 3_600_000).toISOString(),
  latestKm: 41_200,
  latestReadAt: '2026-05-06T17:00:00.000Z',
  latestSource: 'DRIVER',
  homeChargingPercent: null,
  drivenKm: 9_000,
  daysObserved: 100,
  forecastKm: 32_850,
  plannedKm: 25_000,
  deviationPercent: 31.4,
};

export const summary: ConnectSummary = {
  year: 2026,
  daysInYear: 365,
  driversCount: 2,
  driversWithData: 2,
  forecastKm: 51_100,
  drivenKm: 15_000,
  plannedKm: 45_000,
  averageKmPerDriver: 7_500,
  homeChargingAveragePercent: 82.5,
  noCarDataCount: 1,
};

export const adaChart: DriverChart = {
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  year: 2026,
  daysInYear: 365,
  plannedYearlyKm: 20_000,
  drivenKm: 6_000,
  daysObserved: 120,
  forecastKm: 18_250,
  points: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    actualKm: i < 4 ? (i + 1) * 1_500 : null,
    planKm: Math.round((20_000 * (i + 1)) / 12),
    forecastKm: Math.round((18_250 * (i + 1)) / 12),
  })),
};

export const adaMileage: FleetMileageRow = {
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  plannedYearlyKm: 20_000,
  months: [1_500, 1_500, 1_500, 1_500, null, null, null, null, null, null, null, null],
  totalKm: 6_000,
};

export const modalsUnseen: ModalState[] = [
  { modalId: 'HomeWelcomeModal', seen: true, dontShowAgain: true },
  { modalId: 'HomeFeatureModal', seen: true, dontShowAgain: true },
  { modalId: 'FleetMonitorFeatureModal', seen: false, dontShowAgain: false },
  { modalId: 'FleetMonitorFeatureActivatedModal', seen: false, dontShowAgain: false },
];

export const modalsSeen: ModalState[] = modalsUnseen.map((m) => ({ ...m, seen: true, dontShowAgain: true }));

export { stubBackend, jsonResponse } from '../../../components/ui/test-utils.tsx';
