-- The audit trail (docs/decisions/0023-audit-trail.md). Applied on every start, after the migrations;
-- everything here is idempotent.
create or replace function audit_row_change() returns trigger language plpgsql as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  -- Columns that are never worth a line (timestamps) or must never be copied (secrets, file contents).
  ignored text[] := array['updated_at', 'created_at', 'password_hash', 'content', 'access_token', 'refresh_token', 'token_hash', 'last_sign_in_at', 'onboarding_step'] || tg_argv;
  changed jsonb := '{}';
  previous jsonb := '{}';
  k text;
  company uuid;
begin
  if current_setting('fleetwatt.audit', true) = 'off' then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    for k in select jsonb_object_keys(after_row) loop
      if not (k = any(ignored)) and (before_row -> k) is distinct from (after_row -> k) then
        changed := changed || jsonb_build_object(k, after_row -> k);
        previous := previous || jsonb_build_object(k, before_row -> k);
      end if;
    end loop;
    if changed = '{}' then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    changed := after_row - ignored;
    previous := null;
  else
    previous := before_row - ignored;
    changed := null;
  end if;
  company := coalesce(after_row ->> 'company_id', before_row ->> 'company_id',
                      case when tg_table_name = 'companies' then coalesce(after_row ->> 'id', before_row ->> 'id') end)::uuid;
  insert into audit_events (company_id, actor_id, actor, request_id, entity, entity_id, action, before, after)
  values (company, nullif(current_setting('fleetwatt.actor_id', true), '')::uuid, nullif(current_setting('fleetwatt.actor', true), ''),
          nullif(current_setting('fleetwatt.request_id', true), ''), tg_table_name,
          coalesce(after_row ->> 'id', before_row ->> 'id'), lower(tg_op), previous, changed);
  return null;
end $$;

-- Audited tables: money, statuses, tariff prices, roles, payment accounts, company settings.
-- Charging sessions: changes only (ingestion itself is the driver's app reporting, not a decision).
do $$
declare
  t record;
begin
  for t in select * from (values
      ('companies', 'insert or update or delete'),
      ('users', 'insert or update or delete'),
      ('team_invites', 'insert or update or delete'),
      ('tariffs', 'insert or update or delete'),
      ('charging_sessions', 'update or delete'),
      ('receipts', 'insert or update or delete'),
      ('reimbursements', 'insert or update or delete'),
      ('reimbursement_items', 'insert or update or delete'),
      ('payee_verifications', 'insert or update or delete'),
      ('wallet_top_ups', 'insert or update or delete'),
      ('payment_transactions', 'insert or update or delete'),
      ('invoices', 'insert or update or delete'),
      ('invoice_lines', 'insert or update or delete'),
      ('invoice_payments', 'insert or update or delete'),
      ('licenses', 'insert or update or delete'),
      ('license_renewals', 'insert or update or delete'),
      ('cables', 'insert or update or delete'),
      ('price_series', 'insert or update or delete'),
      ('flat_rates', 'insert or update or delete'),
      ('company_price_rules', 'insert or update or delete'),
      ('company_privacy_settings', 'insert or update or delete')
    ) as v(name, events)
  loop
    if to_regclass('public.' || t.name) is not null then
      execute format('drop trigger if exists audit_row_change on %I', t.name);
      execute format('create trigger audit_row_change after %s on %I for each row execute function audit_row_change(%s)', t.events, t.name,
                     case t.name
                       -- Figures that follow the items (reimbursement-figures.sql): the items' own events say it.
                       when 'reimbursements' then quote_literal('item_count') || ', ' || quote_literal('driver_count') || ', ' || quote_literal('sole_driver_id')
                       else '' end);
    end if;
  end loop;
end $$;
