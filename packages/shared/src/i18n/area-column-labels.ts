import { CABLE_COLUMNS } from '../cables/cable-columns.ts';
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

/** Each area's column labels under the name of its translations (the web app's namespace). */
export const AREA_COLUMN_LABELS: Record<string, ColumnLabels> = {
  cables: CABLE_COLUMNS,
  companies: COMPANY_COLUMNS,
  audit: AUDIT_COLUMNS,
  licenses: LICENSE_COLUMNS,
  vehicles: VEHICLE_COLUMNS,
  invoices: INVOICE_COLUMNS,
  'payment-transactions': PAYMENT_TRANSACTION_COLUMNS,
  mileage: MILEAGE_COLUMNS,
  receipts: RECEIPT_COLUMNS,
  'drivers': DRIVER_COLUMNS,
};
