-- payment_transaction_counts follows payment_transactions in the same statement (schema/payments.ts).
-- As the session totals (session-totals.sql): one statement-level trigger per event, the statement's
-- rows summed per key once (+1 for new rows, -1 for old ones) and the differences upserted, so a
-- bank sync of 500 transactions costs one grouped upsert. Differences commute: concurrent writers
-- of the same company and month need no lock beyond the row the upsert takes.
-- ENABLE ALWAYS: the counts hold even for loads that run with session_replication_role = replica.
create or replace function payment_transaction_counts_apply() returns trigger language plpgsql as $$
declare
  changes text;
begin
  changes := signed_changes(tg_op, 'company_id, booked_at, side, source, method, status');
  execute format($sql$
    insert into payment_transaction_counts as k (company_id, month, side, source, method, status, transactions)
    select company_id, (date_trunc('month', booked_at at time zone 'UTC'))::date, side, source, method, status, sum(sign)
      from (%s) c
     group by 1, 2, 3, 4, 5, 6
    having sum(sign) <> 0
     order by 1, 2, 3, 4, 5, 6
    on conflict on constraint payment_transaction_counts_key do update
       set transactions = k.transactions + excluded.transactions
  $sql$, changes);
  return null;
end $$;

create or replace trigger payment_transaction_counts_insert after insert on payment_transactions
  referencing new table as new_rows for each statement execute function payment_transaction_counts_apply();
create or replace trigger payment_transaction_counts_update after update on payment_transactions
  referencing old table as old_rows new table as new_rows for each statement execute function payment_transaction_counts_apply();
create or replace trigger payment_transaction_counts_delete after delete on payment_transactions
  referencing old table as old_rows for each statement execute function payment_transaction_counts_apply();
alter table payment_transactions enable always trigger payment_transaction_counts_insert;
alter table payment_transactions enable always trigger payment_transaction_counts_update;
alter table payment_transactions enable always trigger payment_transaction_counts_delete;

-- A database whose transactions predate the counts (or a bulk load that turned the insert trigger
-- off) gets them counted once.
do $$
begin
  if not exists (select 1 from payment_transaction_counts) and exists (select 1 from payment_transactions) then
    insert into payment_transaction_counts (company_id, month, side, source, method, status, transactions)
    select company_id, (date_trunc('month', booked_at at time zone 'UTC'))::date, side, source, method, status, count(*)
      from payment_transactions
     group by 1, 2, 3, 4, 5, 6;
  end if;
end $$;
