import { MILEAGE_COLUMNS, MILEAGE_WORDS, type Language, type MileageAggregate } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { ReadingRow } from './mileage.repository.ts';

export const MILEAGE_SHEET_NAMES: Record<Language, { readings: string; aggregated: string }> = {
  en: { readings: 'Mileage', aggregated: 'Mileage per month' },
  de: { readings: 'Kilometerstände', aggregated: 'Kilometer pro Monat' },
};

const DAY_MS = 86_400_000;

/** Every reading: driver, company, odometer, source, when and how old, and whether it is plausible. */
export function readingExportColumns(lang: Language, now = new Date()): ExportColumn<ReadingRow>[] {
  const h = MILEAGE_COLUMNS[lang];
  return [
    { key: 'driver_name', header: h.driver, type: 'text' },
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'odometer_km', header: h.odometerKm, type: 'number', width: 16 },
    { key: 'source', header: h.source, type: 'text', width: 10, value: (r) => MILEAGE_WORDS[lang].source[r.source] },
    { key: 'read_at', header: h.readAtUtc, type: 'datetime' },
    {
      key: 'age_days',
      header: h.ageDays,
      type: 'number',
      value: (r) => Math.max(0, Math.floor((now.getTime() - new Date(r.read_at).getTime()) / DAY_MS)),
    },
    { key: 'flag', header: h.plausibility, type: 'text', width: 26, value: (r) => MILEAGE_WORDS[lang].flag[r.flag ?? 'OK'] },
    { key: 'note', header: h.note, type: 'text', width: 32 },
    { key: 'user_id', header: h.driverId, type: 'text', width: 38 },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}

/** One row per driver and month. */
export function aggregateExportColumns(lang: Language): ExportColumn<MileageAggregate>[] {
  const h = MILEAGE_COLUMNS[lang];
  return [
    { key: 'month', header: h.month, type: 'text', width: 10, value: (r) => `${r.year}-${String(r.month).padStart(2, '0')}` },
    { key: 'driverName', header: h.driver, type: 'text' },
    { key: 'companyName', header: h.company, type: 'text', width: 32 },
    { key: 'firstReadAt', header: h.firstReadAt, type: 'datetime' },
    { key: 'firstKm', header: h.firstKm, type: 'number' },
    { key: 'lastReadAt', header: h.lastReadAt, type: 'datetime' },
    { key: 'lastKm', header: h.lastKm, type: 'number' },
    { key: 'drivenKm', header: h.drivenKm, type: 'number' },
    { key: 'readingsCount', header: h.readings, type: 'number' },
    { key: 'flaggedCount', header: h.flagged, type: 'number', width: 20 },
    { key: 'plannedYearlyKm', header: h.plannedYearly, type: 'number', width: 16 },
    { key: 'plannedKm', header: h.planned, type: 'number', width: 16 },
    { key: 'plannedSharePercent', header: h.share, type: 'number' },
    { key: 'driverId', header: h.driverId, type: 'text', width: 38 },
  ];
}
