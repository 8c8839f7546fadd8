import type { Database } from '../../src/db/database.ts';

/**
 * Which table a path parameter or body field names, by its name (and for `{id}`, by the path segment
 * before it). The suites fail on a parameter they cannot place, so a new kind of id gets a line here
 * the day it appears.
 */
const BY_NAME: Record<string, string> = {
  cableId: 'cables',
  companyId: 'companies',
  userId: 'users',
  driverId: 'users',
  tariffId: 'tariffs',
  targetTariffId: 'tariffs',
  invoiceId: 'invoices',
  renewalId: 'license_renewals',
  licenseId: 'licenses',
  itemId: 'reimbursement_items',
  vehicleId: 'vehicles',
  receiptId: 'receipts',
  reimbursementId: 'reimbursements',
  transactionId: 'payment_transactions',
  paymentTransactionId: 'payment_transactions',
  sessionId: 'charging_sessions',
  documentId: 'documents',
  paymentId: 'invoice_payments',
  seriesId: 'price_series',
  verificationId: 'payee_verifications',
  fileId: 'sepa_payment_files',
};

const BY_SEGMENT: Record<string, string> = {
  'charging-sessions': 'charging_sessions',
  tariffs: 'tariffs',
  users: 'users',
  drivers: 'users',
  cables: 'cables',
  licenses: 'licenses',
  invoices: 'invoices',
  receipts: 'receipts',
  reimbursements: 'reimbursements',
  'receipt-reimbursements': 'reimbursements',
  vehicles: 'vehicles',
  companies: 'companies',
  documents: 'documents',
  'payment-transactions': 'payment_transactions',
  mileage: 'mileage_readings',
  renewals: 'license_renewals',
  items: 'reimbursement_items',
  notifications: 'notifications',
  members: 'users',
  invites: 'team_invites',
  people: 'users',
  wallboxes: 'wallboxes',
};

/** Reference data shared by every company (a dynamic tariff's hourly prices): not a tenant's row. */
const SHARED_SEGMENTS = new Set(['price-series']);

/** The table behind a path parameter, 'shared' for reference data, or undefined when unknown. */
export function tableOf(path: string, param: string): string | undefined {
  if (BY_NAME[param]) return BY_NAME[param];
  if (param !== 'id') return undefined;
  const segments = path.split('/');
  if (segments.some((s) => SHARED_SEGMENTS.has(s))) return 'shared';
  const at = segments.indexOf('{id}');
  return BY_SEGMENT[segments[at - 1] ?? ''];
}

/** The table a body field names, when it is an id field we know. */
export const tableOfField = (field: string) => BY_NAME[field];

/** One row id of the company in that table (a driver for users); undefined when it has none. */
export async function idOf(database: Database, table: string, companyId: string): Promise<string | undefined> {
  if (table === 'companies') return companyId;
  if (table === 'shared') return undefined;
  const extra = table === 'users' ? `and role = 'USER'` : '';
  const [row] = await database.query<{ id: string }>(`select id::text from ${table} where company_id = $1 ${extra} order by id limit 1`, [companyId]);
  return row?.id;
}

/** A checksum of everything a company owns, to prove a request changed nothing of it. */
export async function companyChecksum(database: Database, companyId: string): Promise<string> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id' and table_name not like 'sandbox_%' order by table_name`,
  );
  const parts = tables.map(
    (t) => `select '${t.table_name}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)), 0)::text as v from ${t.table_name} x where company_id = $1`,
  );
  const rows = await database.query<{ t: string; v: string }>(parts.join(' union all '), [companyId]);
  return rows.map((r) => `${r.t}=${r.v}`).join(' ');
}
