import type { SqlClient } from '../../db/database.ts';
import { PERSON_DATA, PERSONAL_KEYS, isPersonTable } from './person-data-map.ts';
import { bind, personParams, type PersonKeys } from './person-export.ts';

/** What the erasure left in the sepa files in place of a name and an IBAN. */
export const ERASED_NAME = 'Erased';
export const ERASED_IBAN = 'XX00ERASED';

type Step = { table: string; effect: 'removed' | 'anonymised'; sql: string };

const mine = (table: string) => {
  const spec = PERSON_DATA[table];
  if (!spec || !isPersonTable(spec)) throw new Error(`${table} is not a person table`);
  return spec.where;
};

/**
 * The erasure, in an order the foreign keys allow. @id id, @email email (lower case), @emailLike / @nameLike
 * contains-patterns of email and name, @iban the person's IBAN and @holder their account holder name.
 * What person-data-map.ts says per table, done.
 */
const STEPS: Step[] = [
  { table: 'oidc_models', effect: 'removed', sql: `delete from oidc_models x where ${mine('oidc_models')} returning 1` },
  { table: 'modal_seen', effect: 'removed', sql: 'delete from modal_seen where user_id = @id returning 1' },
  { table: 'provider_connections', effect: 'removed', sql: 'delete from provider_connections where user_id = @id returning 1' },
  { table: 'car_api_auth_flows', effect: 'removed', sql: 'delete from car_api_auth_flows where user_id = @id returning 1' },
  { table: 'car_api_auth_flows', effect: 'anonymised', sql: 'update car_api_auth_flows set requested_by = null where requested_by = @id returning 1' },
  { table: 'provider_authorizations', effect: 'removed', sql: 'delete from provider_authorizations where user_id = @id returning 1' },
  { table: 'mileage_requests', effect: 'removed', sql: 'delete from mileage_requests where user_id = @id returning 1' },
  { table: 'mileage_readings', effect: 'anonymised', sql: `update mileage_readings set vehicle_id = null where user_id <> @id and vehicle_id in (select id from vehicles where user_id = @id) returning 1` },
  { table: 'mileage_readings', effect: 'removed', sql: 'delete from mileage_readings where user_id = @id returning 1' },
  { table: 'mileage_reading_years', effect: 'removed', sql: 'delete from mileage_reading_years where user_id = @id returning 1' },
  { table: 'mileage_reading_months', effect: 'removed', sql: 'delete from mileage_reading_months where user_id = @id returning 1' },
  { table: 'vehicle_telemetry', effect: 'removed', sql: `delete from vehicle_telemetry x where ${mine('vehicle_telemetry')} returning 1` },
  { table: 'vehicles', effect: 'removed', sql: 'delete from vehicles where user_id = @id returning 1' },
  { table: 'mileage_requests', effect: 'anonymised', sql: `update mileage_requests set notification_id = null where notification_id in (select id from notifications where user_id = @id) returning 1` },
  { table: 'notifications', effect: 'removed', sql: 'delete from notifications where user_id = @id returning 1' },
  { table: 'notifications', effect: 'anonymised', sql: 'update notifications set sent_by = null where sent_by = @id returning 1' },
  { table: 'mileage_requests', effect: 'anonymised', sql: `update mileage_requests set email_id = null where email_id in (select x.id from email_outbox x where ${mine('email_outbox')}) returning 1` },
  { table: 'email_outbox', effect: 'removed', sql: `delete from email_outbox x where ${mine('email_outbox')} returning 1` },
  { table: 'invites', effect: 'removed', sql: 'delete from invites where lower(email) = @email or responded_user_id = @id returning 1' },
  { table: 'invites', effect: 'anonymised', sql: 'update invites set invited_by = null where invited_by = @id returning 1' },
  { table: 'sign_up_requests', effect: 'removed', sql: 'delete from sign_up_requests where lower(email) = @email returning 1' },
  { table: 'team_invites', effect: 'removed', sql: 'delete from team_invites where lower(email) = @email or accepted_user_id = @id returning 1' },
  { table: 'team_invites', effect: 'anonymised', sql: 'update team_invites set invited_by = null where invited_by = @id returning 1' },
  { table: 'cable_assignments', effect: 'removed', sql: 'delete from cable_assignments where user_id = @id returning 1' },
  { table: 'cable_assignments', effect: 'anonymised', sql: 'update cable_assignments set assigned_by = null where assigned_by = @id returning 1' },
  { table: 'wallboxes', effect: 'removed', sql: 'delete from wallboxes where user_id = @id returning 1' },
  { table: 'cables', effect: 'anonymised', sql: 'update cables set user_id = null, updated_at = now() where user_id = @id returning 1' },
  { table: 'licenses', effect: 'anonymised', sql: 'update licenses set user_id = null, updated_at = now() where user_id = @id returning 1' },
  { table: 'charging_sessions', effect: 'removed', sql: 'delete from charging_sessions where user_id = @id and receipt_id is null returning 1' },
  {
    table: 'tariffs',
    effect: 'removed',
    sql: `delete from tariffs t where t.user_id = @id and not exists (select 1 from charging_sessions s where s.tariff_id = t.id) returning 1`,
  },
  {
    table: 'tariffs',
    effect: 'anonymised',
    sql: `update tariffs set provider_name = null, review_topic = null, review_description = null, document_id = null, updated_at = now()
           where user_id = @id returning 1`,
  },
  {
    table: 'email_outbox',
    effect: 'anonymised',
    sql: `update email_outbox set document_id = null
           where document_id in (select id from documents where user_id = @id and kind <> 'RECEIPT') returning 1`,
  },
  {
    table: 'documents',
    effect: 'removed',
    sql: `delete from documents d where d.user_id = @id and d.kind <> 'RECEIPT'
            and not exists (select 1 from receipts r where r.document_id = d.id) returning 1`,
  },
  { table: 'receipts', effect: 'anonymised', sql: 'update receipts set payment_iban = null, payment_account_holder = null, updated_at = now() where user_id = @id returning 1' },
  {
    table: 'payment_transactions',
    effect: 'anonymised',
    sql: 'update payment_transactions set counterparty_name = null, counterparty_iban = null, note = null, comment = null, updated_at = now() where user_id = @id returning 1',
  },
  {
    table: 'payee_verifications',
    effect: 'anonymised',
    sql: `update payee_verifications set payee_name = '${ERASED_NAME}', iban = '${ERASED_IBAN}', matched_name = null
           where item_id in (select id from reimbursement_items where user_id = @id) returning 1`,
  },
  {
    table: 'sepa_payment_files',
    effect: 'anonymised',
    sql: `update sepa_payment_files x
             set content = replace(replace(replace(content, '>' || @iban::text || '<', '>${ERASED_IBAN}<'), '>' || @holder::text || '<', '>${ERASED_NAME}<'),
                                   '>' || @fullName::text || '<', '>${ERASED_NAME}<')
           where ${mine('sepa_payment_files')} and (content like '%>' || @iban::text || '<%' or content like '%>' || @holder::text || '<%' or content like '%>' || @fullName::text || '<%')
           returning 1`,
  },
  {
    table: 'companies',
    effect: 'anonymised',
    sql: `update companies set billing_contact_name = case when lower(billing_contact_email) = @email then null else billing_contact_name end,
                               billing_contact_email = case when lower(billing_contact_email) = @email then null else billing_contact_email end,
                               email = case when lower(email) = @email then null else email end, updated_at = now()
           where lower(billing_contact_email) = @email or lower(email) = @email returning 1`,
  },
  {
    table: 'audit_events',
    effect: 'anonymised',
    sql: `update audit_events x set actor = case when x.actor_id = @id then null else x.actor end,
                                    before = x.before - @keys::text[], after = x.after - @keys::text[]
           where ${mine('audit_events')} returning 1`,
  },
  {
    table: 'users',
    effect: 'anonymised',
    sql: `update users set email = 'erased-' || id || '@erased.invalid', password_hash = null, external_subject = null, first_name = '', last_name = '',
                           id_number = null, car_plate = null, license_key = null, cost_center = null, employee_id = null, receipt_recipient_email = null,
                           street = null, zip = null, city = null, country = null, iban = null, account_holder = null, is_payment_plus = false,
                           kyc_status = null, home_latitude = null, home_longitude = null, planned_yearly_km = null, preferred_language = null,
                           last_sign_in_at = null, deactivated_at = coalesce(deactivated_at, now()), erased_at = now(), updated_at = now()
           where id = @id returning 1`,
  },
];

export interface ErasedPerson extends PersonKeys {
  iban: string | null;
  accountHolder: string | null;
}

/**
 * Erases one person inside the caller's transaction: removes what the law does not require to keep,
 * detaches the rest from the name. The audit trail's triggers are off for these statements (they
 * would copy the removed values into it); the caller records the erasure itself as one line.
 */
export async function erasePerson(tx: SqlClient, person: ErasedPerson): Promise<{ removed: Record<string, number>; anonymised: Record<string, number> }> {
  await tx.query(`select set_config('fleetwatt.audit', 'off', true)`);
  const fullName = person.name.trim();
  // A value that matches no element when the person has none.
  const orNever = (s: string | null) => (s && s.trim() ? s.trim() : '\u0000');
  const params = {
    ...personParams(person),
    iban: orNever(person.iban),
    holder: orNever(person.accountHolder),
    fullName: orNever(fullName),
    keys: `{${PERSONAL_KEYS.join(',')}}`,
  };
  const removed: Record<string, number> = {};
  const anonymised: Record<string, number> = {};
  for (const step of STEPS) {
    const rows = await tx.query(...bind(step.sql, params));
    if (!rows.length) continue;
    const into = step.effect === 'removed' ? removed : anonymised;
    into[step.table] = (into[step.table] ?? 0) + rows.length;
  }
  await tx.query(`select set_config('fleetwatt.audit', 'on', true)`);
  return { removed, anonymised };
}
