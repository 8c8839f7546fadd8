import { AUDIT_COLUMNS } from '../audit/audit-columns.ts';
import { AUDIT_WORDS } from '../audit/audit-words.ts';
import { CABLE_COLUMNS } from '../cables/cable-columns.ts';
import { CABLE_WORDS } from '../cables/cable-words.ts';
import { CHARGING_SESSION_COLUMNS, CHARGING_SESSION_WORDS } from '../charging-sessions/charging-session-words.ts';
import { COMMON_WORDS } from '../common/common-words.ts';
import { COMPANY_COLUMNS } from '../companies/company-columns.ts';
import { INVOICE_COLUMNS } from '../invoices/invoice-columns.ts';
import { INVOICE_WORDS } from '../invoices/invoice-words.ts';
import { LICENSE_COLUMNS } from '../licenses/license-columns.ts';
import { LICENSE_WORDS } from '../licenses/license-words.ts';
import { MILEAGE_COLUMNS } from '../mileage/mileage-columns.ts';
import { MILEAGE_WORDS } from '../mileage/mileage-words.ts';
import { PAYMENT_TRANSACTION_COLUMNS } from '../payments/payment-transaction-columns.ts';
import { PAYMENT_TRANSACTION_WORDS } from '../payments/payment-transaction-words.ts';
import { RECEIPT_COLUMNS } from '../receipts/receipt-columns.ts';
import { RECEIPT_WORDS } from '../receipts/receipt-words.ts';
import { TARIFF_WORDS } from '../tariffs/tariff-words.ts';
import { DRIVER_COLUMNS } from '../users/driver-columns.ts';
import { DRIVER_WORDS } from '../users/driver-words.ts';
import { VEHICLE_COLUMNS } from '../vehicles/vehicle-columns.ts';
import { VEHICLE_WORDS } from '../vehicles/vehicle-words.ts';
import type { Language } from './languages.ts';

/** Translations as the web app keeps them: texts in groups, groups in groups. */
export type Translations = { [key: string]: string | Translations };

/**
 * Each area's shared words under the name of its translations (the web app's namespace), in the
 * groups its pages read: the column labels under `columns`, each kind of value under its name.
 */
const AREA_WORDS: Record<string, (lang: Language) => Translations> = {
  audit: (l) => ({ columns: AUDIT_COLUMNS[l], ...AUDIT_WORDS[l] }),
  cables: (l) => ({ columns: CABLE_COLUMNS[l], ...CABLE_WORDS[l] }),
  'charging-sessions': (l) => ({
    columns: CHARGING_SESSION_COLUMNS[l],
    ...CHARGING_SESSION_WORDS[l],
    values: { ...CHARGING_SESSION_WORDS[l].values, ...COMMON_WORDS[l].yesNo },
    receiptStatus: RECEIPT_WORDS[l].status,
  }),
  companies: (l) => ({ columns: COMPANY_COLUMNS[l], countries: COMMON_WORDS[l].countries }),
  drivers: (l) => ({
    columns: DRIVER_COLUMNS[l],
    countries: COMMON_WORDS[l].countries,
    licenseType: LICENSE_WORDS[l].type,
    licenseStatus: LICENSE_WORDS[l].status,
    renewalStatus: LICENSE_WORDS[l].renewalStatus,
    tariffStatus: TARIFF_WORDS[l].status,
    completeness: { fields: DRIVER_WORDS[l].missingField },
  }),
  invoices: (l) => ({ columns: INVOICE_COLUMNS[l], status: INVOICE_WORDS[l].status, kind: INVOICE_WORDS[l].kind }),
  licenses: (l) => ({ columns: LICENSE_COLUMNS[l], ...LICENSE_WORDS[l], invoiceStatus: INVOICE_WORDS[l].status }),
  mileage: (l) => ({ columns: MILEAGE_COLUMNS[l], ...MILEAGE_WORDS[l] }),
  'payment-transactions': (l) => ({
    columns: PAYMENT_TRANSACTION_COLUMNS[l],
    source: PAYMENT_TRANSACTION_WORDS[l].source,
    method: PAYMENT_TRANSACTION_WORDS[l].method,
    status: PAYMENT_TRANSACTION_WORDS[l].status,
  }),
  receipts: (l) => ({ columns: RECEIPT_COLUMNS[l], ...RECEIPT_WORDS[l] }),
  reimbursements: (l) => ({ receiptStatus: RECEIPT_WORDS[l].status, transactionStatus: PAYMENT_TRANSACTION_WORDS[l].status }),
  tariffs: (l) => ({ countries: COMMON_WORDS[l].countries, status: TARIFF_WORDS[l].status }),
  vehicles: (l) => ({ columns: VEHICLE_COLUMNS[l], ...VEHICLE_WORDS[l] }),
};

/** An area's shared words in one language, to join its translations; nothing for an area without any. */
export function areaTranslations(namespace: string, lang: Language): Translations | null {
  return AREA_WORDS[namespace]?.(lang) ?? null;
}
