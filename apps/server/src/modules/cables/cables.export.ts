import { CABLE_COLUMNS, CABLE_WORDS, COMMON_WORDS, type Language } from '@fleetwatt/shared';
import type { ExportColumn } from '../../lib/export/index.ts';
import type { CableListRow } from './cables.repository.ts';

export const CABLES_SHEET_NAME: Record<Language, string> = { en: 'Cables', de: 'Kabel' };

/** The columns of the cable list export, headed in the language of the request. */
export function cableExportColumns(lang: Language): ExportColumn<CableListRow>[] {
  const h = CABLE_COLUMNS[lang];
  const w = CABLE_WORDS[lang];
  const yesNo = COMMON_WORDS[lang].yesNo;
  return [
    { key: 'hardware_id', header: h.hardwareId, type: 'text', width: 20 },
    { key: 'status', header: h.status, type: 'text', width: 12, value: (r) => w.status[r.status] },
    { key: 'assigned', header: h.assigned, type: 'text', width: 16, value: (r) => w.assigned[r.user_id ? 'true' : 'false'] },
    { key: 'company_name', header: h.company, type: 'text', width: 32 },
    { key: 'user_name', header: h.driver, type: 'text', width: 26 },
    { key: 'firmware_version', header: h.firmwareVersion, type: 'text', width: 12 },
    { key: 'created_at', header: h.createdAt, type: 'datetime' },
    { key: 'pincode_reset_required', header: h.pincodeReset, type: 'text', width: 14, value: (r) => (r.pincode_reset_required ? yesNo.yes : yesNo.no) },
    { key: 'pincode_master_override', header: h.pincodeOverride, type: 'text', width: 14, value: (r) => (r.pincode_master_override ? yesNo.yes : yesNo.no) },
    { key: 'id', header: h.id, type: 'text', width: 38 },
  ];
}
