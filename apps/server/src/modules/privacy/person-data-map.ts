/**
 * Every table of the product and what it keeps about a person (docs/privacy.md): the rows that name
 * the person, for the export (Art. 15 and 20 GDPR), and what an erasure does with them. A test
 * checks this list against the schema, so a new table is classified the day it appears.
 *
 * In `where`, the table is `x`, `@id` is the person's id and `@email` their email in lower case.
 */
export interface PersonTable {
  where: string;
  /** Columns never handed out (secrets, not information about the person). */
  omit?: string[];
  /** The one-line answer to "what happens to these rows when the person is erased?". */
  erasure: string;
}

export interface NoPersonTable {
  /** Why the table names no person. */
  none: string;
}

const SIMULATED =
  'The built-in stand-in of an outside service (development and demo only); in production this data is at the provider, a processor of its own.';

const byUser = 'x.user_id = @id';

export const PERSON_DATA: Record<string, PersonTable | NoPersonTable> = {
  users: {
    where: 'x.id = @id',
    omit: ['password_hash'],
    erasure: 'Kept as a pseudonymous anchor (receipts name it): every personal field emptied, the email replaced, sign-in ended.',
  },
  companies: {
    where: 'lower(x.billing_contact_email) = @email or lower(x.email) = @email',
    erasure: "The person's name and email removed from the company's contact fields.",
  },
  oidc_models: {
    where: "x.payload ->> 'accountId' = @id::text",
    omit: ['payload'],
    erasure: 'Deleted: sessions and grants of the sign-in.',
  },
  documents: {
    where: byUser,
    erasure: 'Receipt PDFs kept as issued for ten years (§ 147 AO; Art. 17(3)(b) GDPR); every other file deleted.',
  },
  cables: { where: byUser, erasure: 'The cable stays with the company, assigned to nobody.' },
  cable_assignments: { where: `${byUser} or x.assigned_by = @id`, erasure: "The person's assignments deleted; assignments they made keep only their id." },
  licenses: { where: byUser, erasure: 'The license stays with the company (it is invoiced), no longer naming the person.' },
  tariffs: {
    where: `${byUser} or x.reviewed_by = @id`,
    erasure: 'Tariffs that priced a session kept without the bill, utility or review text (receipts show their price); the others deleted.',
  },
  charging_sessions: {
    where: `${byUser} or x.reviewed_by = @id`,
    erasure: 'Sessions on a receipt kept with it (ten years); the others deleted.',
  },
  charging_session_totals: { where: byUser, erasure: 'Follow the sessions (kept up to date by the database).' },
  charging_session_years: { where: byUser, erasure: 'Follow the sessions (kept up to date by the database).' },
  driver_home_figures: { where: byUser, erasure: 'Follow the sessions (kept up to date by the database).' },
  charging_session_company_months: { none: 'Counts per company and month.' },
  receipts: {
    where: byUser,
    erasure: 'Kept ten years with number, period and totals; the IBAN and account holder copied on the row removed (the issued PDF keeps them).',
  },
  receipt_runs: { none: 'Counts per company and month.' },
  receipt_counts: { none: 'Counts per company and month.' },
  reimbursements: {
    where: 'x.approved_by = @id or x.sole_driver_id = @id',
    erasure: 'Kept (money paid); names the approver, and the driver when all its items are one driver’s, only by id.',
  },
  reimbursement_items: { where: byUser, erasure: 'Kept (money paid) with amount and status; names the person only by id.' },
  payout_operations: {
    where: 'x.item_id in (select id from reimbursement_items where user_id = @id)',
    erasure: 'Kept (money paid); holds no personal field.',
  },
  payment_transaction_reimbursements: { none: 'Links between transactions and reimbursements.' },
  payment_transaction_counts: { none: 'Counts per company and month.' },
  payee_verifications: {
    where: 'x.item_id in (select id from reimbursement_items where user_id = @id) or x.decided_by = @id',
    erasure: "Kept as proof the transfer was checked; the payee's name and IBAN removed.",
  },
  wallet_top_ups: { none: "Transfers of the company's own money to its payment account." },
  sepa_payment_files: {
    where: `x.created_by = @id or x.reimbursement_id in (select reimbursement_id from reimbursement_items where user_id = @id)`,
    erasure: "Kept copies of files the bank received: the person's name and IBAN replaced in them (the bank keeps the original).",
  },
  payment_transactions: {
    where: byUser,
    erasure: 'Kept (bookkeeping) with amount and date; counterparty name and IBAN removed.',
  },
  invoice_number_sequences: { none: 'Invoice numbers per year.' },
  invoices: {
    where: 'lower(x.billing_contact_email) = @email',
    erasure: 'Kept unchanged ten years (§ 14 UStG, § 147 AO): an invoice is addressed to the company and must stay as issued.',
  },
  invoice_lines: {
    where: 'x.text ilike @nameLike',
    erasure: "Kept unchanged ten years: a line of an issued invoice (e.g. a driver's license) must stay as issued.",
  },
  invoice_payments: { none: 'Payments of an invoice by a company.' },
  billing_customers: { none: "The company's customer id at the billing provider." },
  vehicles: { where: byUser, erasure: 'Deleted, with the vehicle history.' },
  vehicle_telemetry: { where: 'x.vehicle_id in (select id from vehicles where user_id = @id)', erasure: 'Deleted with the vehicle.' },
  mileage_readings: { where: byUser, erasure: 'Deleted.' },
  mileage_reading_years: { where: byUser, erasure: 'Deleted.' },
  mileage_reading_months: { where: byUser, erasure: 'Deleted.' },
  mileage_requests: { where: byUser, erasure: 'Deleted.' },
  wallboxes: { where: byUser, omit: ['password_hash'], erasure: "Deleted, with the wallbox's transactions and commands." },
  ocpp_transactions: {
    where: 'x.wallbox_id in (select id from wallboxes where user_id = @id)',
    erasure: "Deleted with the wallbox (the RFID tag and readings); the sessions they became are the person's sessions.",
  },
  wallbox_commands: { none: 'Commands sent to a wallbox (reset, trigger a message) and their answers.' },
  invites: {
    where: 'lower(x.email) = @email or x.responded_user_id = @id or x.invited_by = @id',
    erasure: 'Invites to the person deleted; invites they sent keep only their id.',
  },
  notifications: { where: `${byUser} or x.sent_by = @id`, erasure: 'Messages to the person deleted; messages they sent keep only their id.' },
  modal_seen: { where: byUser, erasure: 'Deleted.' },
  email_outbox: {
    where: 'lower(x.to_address) = @email or x.body_text ilike @emailLike or x.body_text ilike @nameLike',
    erasure: 'Mails to or about the person deleted.',
  },
  provider_connections: { where: byUser, omit: ['access_token', 'refresh_token'], erasure: 'Deleted (the car data connection and its tokens).' },
  car_api_auth_flows: { where: `${byUser} or x.requested_by = @id`, erasure: "The person's connect links deleted; links they started keep only their id." },
  provider_authorizations: { where: byUser, erasure: 'Deleted.' },
  flat_rates: { where: 'x.created_by = @id', erasure: 'Kept (reference data); names the author only by id.' },
  company_price_rules: { where: 'x.updated_by = @id', erasure: 'Kept (company setting); names the author only by id.' },
  price_series: { where: 'x.created_by = @id', erasure: 'Kept (reference data); names the author only by id.' },
  price_series_points: { none: 'Hourly prices.' },
  company_privacy_settings: { where: 'x.updated_by = @id', erasure: 'Kept (company setting); names the author only by id.' },
  audit_events: {
    where: `x.actor_id = @id or (x.entity = 'users' and x.entity_id = @id::text) or x.after ->> 'user_id' = @id::text or x.before ->> 'user_id' = @id::text`,
    erasure: 'Kept (the trail must stay whole): the actor shown by id only, personal fields removed from before and after.',
  },
  retention_runs: { none: 'Counts of the retention job.' },
  scheduled_jobs: { none: 'Job schedule.' },
  installation_secrets: { none: 'Keys of the installation.' },
  oidc_signing_keys: { none: 'Signing keys.' },
  sign_up_requests: {
    where: 'lower(x.email) = @email',
    omit: ['password_hash', 'token_hash'],
    erasure: 'Deleted (sign-ups and attempts for the address; the identity sweep removes them after a day anyway).',
  },
  team_invites: {
    where: 'lower(x.email) = @email or x.accepted_user_id = @id or x.invited_by = @id',
    omit: ['token_hash'],
    erasure: 'Invites to the person deleted; invites they sent keep only their id.',
  },
  license_renewals: { none: 'Periods and prices of a license.' },
  sandbox_accounting_faults: { none: SIMULATED },
  sandbox_accounting_invoices: { none: SIMULATED },
  sandbox_accounting_payments: { none: SIMULATED },
  sandbox_car_api_codes: { none: SIMULATED },
  sandbox_car_api_faults: { none: SIMULATED },
  sandbox_car_api_revoked_grants: { none: SIMULATED },
  sandbox_car_api_settings: { none: SIMULATED },
  sandbox_lemonway_accounts: { none: SIMULATED },
  sandbox_lemonway_documents: { none: SIMULATED },
  sandbox_lemonway_faults: { none: SIMULATED },
  sandbox_lemonway_ibans: { none: SIMULATED },
  sandbox_lemonway_notifications: { none: SIMULATED },
  sandbox_lemonway_tokens: { none: SIMULATED },
  sandbox_lemonway_transactions: { none: SIMULATED },
  sandbox_qonto_beneficiaries: { none: SIMULATED },
  sandbox_qonto_faults: { none: SIMULATED },
  sandbox_qonto_organizations: { none: SIMULATED },
  sandbox_qonto_webhook_events: { none: SIMULATED },
  sandbox_qonto_webhook_subscriptions: { none: SIMULATED },
  sandbox_qonto_payees: { none: SIMULATED },
  sandbox_qonto_sca_sessions: { none: SIMULATED },
  sandbox_qonto_tokens: { none: SIMULATED },
  sandbox_qonto_transactions: { none: SIMULATED },
  sandbox_qonto_transfers: { none: SIMULATED },
  sandbox_qonto_vop_proofs: { none: SIMULATED },
  sandbox_stripe_deliveries: { none: SIMULATED },
  sandbox_stripe_faults: { none: SIMULATED },
  sandbox_stripe_idempotency: { none: SIMULATED },
  sandbox_stripe_objects: { none: SIMULATED },
};

export const isPersonTable = (t: PersonTable | NoPersonTable): t is PersonTable => 'where' in t;

/** Keys of audit before/after and of kept rows that hold personal values. */
export const PERSONAL_KEYS = [
  'email',
  'first_name',
  'last_name',
  'id_number',
  'car_plate',
  'license_key',
  'cost_center',
  'employee_id',
  'receipt_recipient_email',
  'street',
  'zip',
  'city',
  'iban',
  'account_holder',
  'home_latitude',
  'home_longitude',
  'external_subject',
  'payment_iban',
  'payment_account_holder',
  'counterparty_name',
  'counterparty_iban',
  'payee_name',
  'matched_name',
  'billing_contact_name',
  'billing_contact_email',
  'vin',
  'latitude',
  'longitude',
  'provider_name',
  'review_description',
  'note',
  'comment',
] as const;
