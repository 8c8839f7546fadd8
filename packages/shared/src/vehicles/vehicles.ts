import { z } from 'zod';
import { EXPORT_FORMATS, VEHICLE_CHARGING_STATUSES, VEHICLE_CONNECTION_STATUSES, VEHICLE_DATA_STATES } from '../common/enums.ts';
import { zListQuery, zPaged } from '../common/paging.ts';

// ---------------------------------------------------------------------------------------------
// Vehicles page (administrators): GET /backend/vehicles/search, its export and the history.
// ---------------------------------------------------------------------------------------------

export const VEHICLE_SORT_FIELDS = [
  'make',
  'model',
  'modelYear',
  'driver',
  'company',
  'connectionStatus',
  'chargingStatus',
  'odometerKm',
  'batteryPercent',
  'lastSeenAt',
] as const;
export type VehicleSortField = (typeof VEHICLE_SORT_FIELDS)[number];

/** The vehicles list: paging and sort plus a text search and the status filters. */
export const ZVehicleSearch = zListQuery(VEHICLE_SORT_FIELDS, 'lastSeenAt').extend({
  /** Part of the make, model, VIN or driver name. */
  search: z.string().trim().max(100).optional(),
  companyId: z.uuid().optional(),
  driverId: z.uuid().optional(),
  connectionStatus: z.enum(VEHICLE_CONNECTION_STATUSES).optional(),
  chargingStatus: z.enum(VEHICLE_CHARGING_STATUSES).optional(),
});
export type VehicleSearch = z.infer<typeof ZVehicleSearch>;

export const ZVehicleExport = ZVehicleSearch.extend({ export: z.enum(EXPORT_FORMATS) });
export type VehicleExport = z.infer<typeof ZVehicleExport>;

/** A vehicle with its latest telemetry (spec section 3, Vehicle). */
export const ZVehicleListItem = z.object({
  id: z.uuid(),
  make: z.string(),
  model: z.string(),
  modelYear: z.number().int().nullable(),
  vin: z.string().nullable(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  companyId: z.uuid(),
  companyName: z.string(),
  connectionStatus: z.enum(VEHICLE_CONNECTION_STATUSES),
  /** The car data service stopped accepting the driver's connection (it must be connected again). */
  connectionExpired: z.boolean(),
  chargingStatus: z.enum(VEHICLE_CHARGING_STATUSES),
  /** Why the last poll gave no reading; null when it did. */
  dataState: z.enum(VEHICLE_DATA_STATES).nullable(),
  odometerKm: z.number().int().nullable(),
  batteryPercent: z.number().int().nullable(),
  batteryRangeKm: z.number().int().nullable(),
  pluggedIn: z.boolean().nullable(),
  /** When the car last reported; its age tells how fresh the values are. */
  lastSeenAt: z.iso.datetime().nullable(),
  connectedAt: z.iso.datetime().nullable(),
  disconnectedAt: z.iso.datetime().nullable(),
});
export type VehicleListItem = z.infer<typeof ZVehicleListItem>;
export const ZVehiclePage = zPaged(ZVehicleListItem);

export const ZVehicleIdParams = z.object({ id: z.uuid() });

export const VEHICLE_HISTORY_PAGE_SIZE = 20;

/** GET /backend/vehicles/{id}/history: newest first, paged. */
export const ZVehicleHistoryQuery = z.object({
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(VEHICLE_HISTORY_PAGE_SIZE),
});
export type VehicleHistoryQuery = z.infer<typeof ZVehicleHistoryQuery>;

/** One row of the vehicle history: what the car reported when something changed. */
export const ZVehicleTelemetry = z.object({
  id: z.uuid(),
  changedAt: z.iso.datetime(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Whether the car was at the driver's home charging place; null when unknown. */
  atHome: z.boolean().nullable(),
  batteryPercent: z.number().int().nullable(),
  batteryRangeKm: z.number().int().nullable(),
  chargingStatus: z.enum(VEHICLE_CHARGING_STATUSES).nullable(),
  pluggedIn: z.boolean().nullable(),
  odometerKm: z.number().int().nullable(),
});
export type VehicleTelemetry = z.infer<typeof ZVehicleTelemetry>;
export const ZVehicleHistoryPage = zPaged(ZVehicleTelemetry).extend({
  /** What the company keeps of positions: 0 = only whether the car was at home; else coordinates for this many days. */
  locationDays: z.number().int(),
});
export type VehicleHistoryPage = z.infer<typeof ZVehicleHistoryPage>;
