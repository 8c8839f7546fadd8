import { VEHICLE_COLUMNS, VEHICLE_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { VehicleRow } from './vehicles.repository.ts';

export const VEHICLES_SHEET_NAME: Record<Language, string> = { en: 'Vehicles', de: 'Fahrzeuge' };

/** The columns of the vehicles export, headed in the language of the request. */
export function vehicleExportColumns(lang: Language): ExportColumn<VehicleRow>[] {
  const h = VEHICLE_COLUMNS[lang];
  return [
    { key: 'make', header: h.make, type: 'text', width: 16 },
    { key: 'model', header: h.model, type: 'text', width: 22 },
    { key: 'model_year', header: h.year, type: 'number', width: 8 },
    { key: 'vin', header: h.vin, type: 'text', width: 20 },
    { key: 'driver_name', header: h.driver, type: 'text', width: 26 },
    { key: 'company_name', header: h.company, type: 'text', width: 30 },
    {
      key: 'connection_status',
      header: h.connection,
      type: 'text',
      width: 20,
      value: (r) => VEHICLE_WORDS[lang].connection[r.connection_expired ? 'EXPIRED' : r.connection_status],
    },
    { key: 'charging_status', header: h.charging, type: 'text', width: 18, value: (r) => VEHICLE_WORDS[lang].charging[r.charging_status] },
    { key: 'odometer_km', header: h.mileageKm, type: 'number', width: 14 },
    { key: 'battery_percent', header: h.batteryPercent, type: 'number', width: 10 },
    { key: 'battery_range_km', header: h.rangeKm, type: 'number', width: 10 },
    { key: 'last_seen_at', header: h.lastSeenUtc, type: 'datetime' },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
