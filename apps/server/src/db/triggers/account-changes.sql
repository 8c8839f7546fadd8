-- Account changes the API must honour at once (docs/decisions/0034-team-accounts-and-onboarding.md).
-- Every instance listens on the channel and forgets the callers it remembered for the account or
-- session named in the payload. NOTIFY is delivered when the changing transaction commits.
-- Applied on every start after the migrations; idempotent.
create or replace function announce_account_change() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'users' then
    perform pg_notify('fleetwatt_account_changes', 'user:' || old.id::text);
  elsif old.uid is not null then
    perform pg_notify('fleetwatt_account_changes', 'session:' || old.uid);
  end if;
  return null;
end $$;

drop trigger if exists announce_account_change on users;
drop trigger if exists announce_account_removal on users;
create trigger announce_account_removal after delete on users for each row execute function announce_account_change();
create trigger announce_account_change after update on users for each row
  when (old.role is distinct from new.role or old.deactivated_at is distinct from new.deactivated_at
        or old.company_id is distinct from new.company_id or old.email is distinct from new.email
        or old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function announce_account_change();

-- A signed-out session: the provider deletes its row (an expired one is swept the same way).
drop trigger if exists announce_session_end on oidc_models;
create trigger announce_session_end after delete on oidc_models for each row
  when (old.kind = 'Session')
  execute function announce_account_change();
