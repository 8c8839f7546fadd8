import { z } from 'zod';
import { MILEAGE_SOURCES, VEHICLE_DATA_STATES } from '../common/enums.ts';
import { zListQuery, zPaged, ZYearMonth } from '../common/paging.ts';
import type { Language } from '../i18n/validation-messages.ts';

/** Spec section 9: the Connect trial lasts 14 days, once per company. */
export const CONNECT_TRIAL_DAYS = 14;
/** Car data older than this counts as stopped: the row says so and falls back to the driver's readings. */
export const CAR_DATA_STALE_DAYS = 3;

// ---------------------------------------------------------------------------------------------
// Access: the CarApi feature or a running trial (GET /backend/fleet-monitor/access,
// POST /backend/companies/{id}/connect-trial)
// ---------------------------------------------------------------------------------------------

export const ZFleetMonitorAccess = z.object({
  /** The company it is about; null for an administrator looking at every company. */
  companyId: z.uuid().nullable(),
  hasCarApi: z.boolean(),
  trialStartedAt: z.iso.datetime().nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  trialActive: z.boolean(),
  /** The trial was never started and the company lacks CarApi. */
  canStartTrial: z.boolean(),
  /** Whether the fleet monitor shows data. */
  access: z.boolean(),
});
export type FleetMonitorAccess = z.infer<typeof ZFleetMonitorAccess>;

export const ZConnectTrialParams = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------
// Connect rows and summary (GET /backend/fleet-monitor/rows and /summary)
// ---------------------------------------------------------------------------------------------

/**
 * Where a driver's car data stands: CONNECTED and reporting; NO_RECENT_DATA when the last car
 * data is older than three days; EXPIRED when the provider locked the connection out;
 * DISCONNECTED; NOT_CONNECTED without a car.
 */
export const CONNECT_STATUSES = ['CONNECTED', 'NO_RECENT_DATA', 'EXPIRED', 'DISCONNECTED', 'NOT_CONNECTED'] as const;
export type ConnectStatus = (typeof CONNECT_STATUSES)[number];

export const FLEET_MONITOR_SORT_FIELDS = [
  'driverName',
  'companyName',
  'status',
  'latestKm',
  'homeChargingPercent',
  'drivenKm',
  'forecastKm',
  'plannedKm',
  'deviationPercent',
] as const;
export type FleetMonitorSortField = (typeof FLEET_MONITOR_SORT_FIELDS)[number];

const fleetMonitorFilters = {
  /** The calendar year (UTC); the current one when absent. */
  year: ZYearMonth.shape.year.optional(),
  /** Part of the driver's name or email. */
  search: z.string().trim().max(200).optional(),
  /** One company; it never widens the caller's scope. */
  companyId: z.uuid().optional(),
};

export const ZFleetMonitorQuery = zListQuery(FLEET_MONITOR_SORT_FIELDS, 'driverName')
  .extend({ sortDir: z.enum(['ASC', 'DESC']).default('ASC') })
  .extend(fleetMonitorFilters);
export type FleetMonitorQuery = z.infer<typeof ZFleetMonitorQuery>;
export type FleetMonitorQueryInput = z.input<typeof ZFleetMonitorQuery>;

export const ZFleetMonitorSummaryQuery = z.object(fleetMonitorFilters);
export type FleetMonitorSummaryQuery = z.infer<typeof ZFleetMonitorSummaryQuery>;

export const ZConnectVehicle = z.object({
  make: z.string(),
  model: z.string(),
  modelYear: z.number().int().nullable(),
  /** Why the car's last poll gave no reading; null when it did. */
  dataState: z.enum(VEHICLE_DATA_STATES).nullable(),
});

/**
 * One Connect row (spec section 3) for the year. Figures come from the driver's plausible readings
 * in the year: driven = latest minus earliest; days observed = calendar days from the first to the
 * latest reading, at least 1; forecast = driven / days observed x days in year (rounded half-up);
 * deviation = (forecast - planned) / planned in percent. Without readings they are null.
 */
export const ZConnectRow = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  status: z.enum(CONNECT_STATUSES),
  vehicle: ZConnectVehicle.nullable(),
  /** The newest car data (connection, telemetry or car reading); its age says how stale the car is. */
  carDataAt: z.iso.datetime().nullable(),
  latestKm: z.number().int().nullable(),
  latestReadAt: z.iso.datetime().nullable(),
  latestSource: z.enum(MILEAGE_SOURCES).nullable(),
  homeChargingPercent: z.number().nullable(),
  drivenKm: z.number().int().nullable(),
  daysObserved: z.number().int().nullable(),
  forecastKm: z.number().int().nullable(),
  plannedKm: z.number().int().nullable(),
  deviationPercent: z.number().nullable(),
});
export type ConnectRow = z.infer<typeof ZConnectRow>;
export const ZConnectRowPage = zPaged(ZConnectRow);
export type ConnectRowPage = z.infer<typeof ZConnectRowPage>;

/**
 * Spec section 9, computed in SQL over the rows' drivers: forecast = the drivers' forecasts summed;
 * driven = the drivers' driven km summed; home charging = the unweighted average of the drivers'
 * percentages; average km per driver = driven km over the drivers with data.
 */
export const ZConnectSummary = z.object({
  year: z.number().int(),
  daysInYear: z.number().int(),
  driversCount: z.number().int(),
  driversWithData: z.number().int(),
  forecastKm: z.number().int(),
  drivenKm: z.number().int(),
  plannedKm: z.number().int(),
  averageKmPerDriver: z.number().int().nullable(),
  homeChargingAveragePercent: z.number().nullable(),
  noCarDataCount: z.number().int(),
});
export type ConnectSummary = z.infer<typeof ZConnectSummary>;

// ---------------------------------------------------------------------------------------------
// The fleet monitor mileage table (GET /backend/fleet-monitor/mileage) and a driver's chart
// (GET /backend/fleet-monitor/drivers/{id}/chart)
// ---------------------------------------------------------------------------------------------

export const FLEET_MILEAGE_SORT_FIELDS = ['driverName', 'companyName', 'totalKm', 'plannedKm'] as const;
export type FleetMileageSortField = (typeof FLEET_MILEAGE_SORT_FIELDS)[number];

export const ZFleetMileageQuery = zListQuery(FLEET_MILEAGE_SORT_FIELDS, 'driverName')
  .extend({ sortDir: z.enum(['ASC', 'DESC']).default('ASC') })
  .extend(fleetMonitorFilters);
export type FleetMileageQuery = z.infer<typeof ZFleetMileageQuery>;
export type FleetMileageQueryInput = z.input<typeof ZFleetMileageQuery>;

/**
 * A driver's km per month of the year: from the last plausible reading before the month in the
 * year (the month's first when there is none) to the month's last, so the months add up to the
 * year's driven km. Null for a month without readings.
 */
export const ZFleetMileageRow = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  plannedYearlyKm: z.number().int().nullable(),
  months: z.array(z.number().int().nullable()).length(12),
  totalKm: z.number().int().nullable(),
});
export type FleetMileageRow = z.infer<typeof ZFleetMileageRow>;
export const ZFleetMileagePage = zPaged(ZFleetMileageRow);

export const ZDriverChartParams = z.object({ id: z.uuid() });
export const ZDriverChartQuery = z.object({ year: ZYearMonth.shape.year.optional() });

/** Cumulative km at the end of each month: actual (up to the latest reading), the plan line and the forecast line. */
export const ZDriverChartPoint = z.object({
  month: z.number().int().min(1).max(12),
  actualKm: z.number().int().nullable(),
  planKm: z.number().int().nullable(),
  forecastKm: z.number().int().nullable(),
});
export type DriverChartPoint = z.infer<typeof ZDriverChartPoint>;

export const ZDriverChart = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  year: z.number().int(),
  daysInYear: z.number().int(),
  plannedYearlyKm: z.number().int().nullable(),
  drivenKm: z.number().int().nullable(),
  daysObserved: z.number().int().nullable(),
  forecastKm: z.number().int().nullable(),
  points: z.array(ZDriverChartPoint),
});
export type DriverChart = z.infer<typeof ZDriverChart>;

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

const MESSAGES = {
  en: {
    upgradeRequired: 'Your company must upgrade to access this feature',
    trialUsed: 'The 14-day Connect trial of this company has already been used.',
    alreadyConnect: 'The company already has Connect through the CarApi feature.',
  },
  de: {
    upgradeRequired: 'Ihr Unternehmen benötigt ein Upgrade, um diese Funktion zu nutzen',
    trialUsed: 'Die 14-tägige Connect-Testphase dieses Unternehmens wurde bereits genutzt.',
    alreadyConnect: 'Das Unternehmen hat Connect bereits über die Funktion CarApi.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FleetMonitorMessageKey = keyof (typeof MESSAGES)['en'];

export function fleetMonitorMessage(key: FleetMonitorMessageKey, lang: Language = 'en'): string {
  return MESSAGES[lang][key];
}
