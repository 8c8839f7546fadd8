import type { DriverConnection, VehicleListItem, VehicleTelemetry } from '@fleetwatt/shared';

/** Shapes as GET /backend/vehicles/search, /vehicles/{id}/history and /users/{id}/connections answer them. */

export const IDS = {
  holding: '10000000-0000-4000-8000-000000000001',
  ada: '30000000-0000-4000-8000-000000000001',
  bruno: '30000000-0000-4000-8000-000000000002',
  idFour: '50000000-0000-4000-8000-000000000001',
  model3: '50000000-0000-4000-8000-000000000002',
};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export const idFour: VehicleListItem = {
  id: IDS.idFour,
  make: 'Volkswagen',
  model: 'ID.4 Pro',
  modelYear: 2024,
  vin: 'WVGZZZE2ZPP012345',
  driverId: IDS.ada,
  driverName: 'Ada Lovelace',
  companyId: IDS.holding,
  companyName: 'Voltwerk Holding GmbH',
  connectionStatus: 'CONNECTED',
  connectionExpired: false,
  dataState: null,
  chargingStatus: 'CHARGING',
  odometerKm: 23456,
  batteryPercent: 64,
  batteryRangeKm: 301,
  pluggedIn: true,
  lastSeenAt: hoursAgo(3),
  connectedAt: '2026-01-10T08:00:00.000Z',
  disconnectedAt: null,
};

export const model3: VehicleListItem = {
  ...idFour,
  id: IDS.model3,
  make: 'Tesla',
  model: 'Model 3 Long Range',
  modelYear: 2023,
  vin: null,
  driverId: IDS.bruno,
  driverName: 'Bruno Berger',
  connectionStatus: 'DISCONNECTED',
  connectionExpired: true,
  dataState: null,
  chargingStatus: 'UNKNOWN',
  odometerKm: 80100,
  batteryPercent: null,
  batteryRangeKm: null,
  pluggedIn: null,
  lastSeenAt: hoursAgo(72),
  disconnectedAt: '2026-03-01T08:00:00.000Z',
};

export function historyRows(count: number, offset = 0): VehicleTelemetry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `60000000-0000-4000-8000-${String(offset + i).padStart(12, '0')}`,
    changedAt: new Date(Date.UTC(2026, 2, 16, 12) - (offset + i) * 15 * 60_000).toISOString(),
    latitude: 52.52001,
    longitude: 13.40495,
    atHome: i % 3 === 1,
    batteryPercent: 80 - i,
    batteryRangeKm: 380 - i * 5,
    chargingStatus: i % 2 ? 'NOT_CHARGING' : 'CHARGING',
    pluggedIn: i % 2 === 0,
    odometerKm: 23456 - (offset + i) * 3,
  }));
}

export function connectionOf(status: DriverConnection['status'], overrides: Partial<DriverConnection> = {}): DriverConnection {
  return {
    driverId: IDS.ada,
    driverName: 'Ada Lovelace',
    companyId: IDS.holding,
    status,
    connectedAt: status === 'NONE' ? null : '2026-01-10T08:00:00.000Z',
    disconnectedAt: status === 'DISCONNECTED' || status === 'EXPIRED' ? '2026-03-01T08:00:00.000Z' : null,
    vehicles: status === 'NONE' ? [] : [{ ...idFour, connectionStatus: status === 'CONNECTED' ? 'CONNECTED' : 'DISCONNECTED', connectionExpired: status === 'EXPIRED' }],
    canConnect: true,
    ...overrides,
  };
}

export { stubBackend, type SentRequest } from '../../../components/ui/test-utils.tsx';
