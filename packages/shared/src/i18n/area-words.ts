import { CABLE_COLUMNS } from '../cables/cable-columns.ts';
import { CHARGING_SESSION_COLUMNS, CHARGING_SESSION_WORDS } from '../charging-sessions/charging-session-words.ts';
import { COMPANY_COLUMNS } from '../companies/company-columns.ts';
import { AUDIT_COLUMNS } from '../audit/audit-columns.ts';
import { LICENSE_COLUMNS } from '../licenses/license-columns.ts';
import { VEHICLE_COLUMNS } from '../vehicles/vehicle-columns.ts';
import { INVOICE_COLUMNS } from '../invoices/invoice-columns.ts';
import { PAYMENT_TRANSACTION_COLUMNS } from '../payments/payment-transaction-columns.ts';
import { MILEAGE_COLUMNS } from '../mileage/mileage-columns.ts';
import { RECEIPT_COLUMNS } from '../receipts/receipt-columns.ts';
import { DRIVER_COLUMNS } from '../users/driver-columns.ts';
import type { ColumnLabels } from './column-labels.ts';
import type { Language } from './languages.ts';
import type { ValueWords, WordGroups } from './value-words.ts';

/** An area's words that page and file share: its column labels and the words for its values. */
interface AreaWords {
  columns: ColumnLabels;
  values?: ValueWords;
}

/** Each area's shared words under the name of its translations (the web app's namespace). */
const AREA_WORDS: Record<string, AreaWords> = {
  cables: { columns: CABLE_COLUMNS },
  'charging-sessions': { columns: CHARGING_SESSION_COLUMNS, values: CHARGING_SESSION_WORDS },
  companies: { columns: COMPANY_COLUMNS },
  audit: { columns: AUDIT_COLUMNS },
  licenses: { columns: LICENSE_COLUMNS },
  vehicles: { columns: VEHICLE_COLUMNS },
  invoices: { columns: INVOICE_COLUMNS },
  'payment-transactions': { columns: PAYMENT_TRANSACTION_COLUMNS },
  mileage: { columns: MILEAGE_COLUMNS },
  receipts: { columns: RECEIPT_COLUMNS },
  drivers: { columns: DRIVER_COLUMNS },
};

/**
 * An area's shared words in one language as translation groups: the column labels under `columns`,
 * each group of value words under its own name. Nothing for an area without shared words.
 */
export function areaTranslations(namespace: string, lang: Language): WordGroups | null {
  const words = AREA_WORDS[namespace];
  return words ? { columns: words.columns[lang], ...words.values?.[lang] } : null;
}
