-- receipt_counts follows receipts in the same statement (schema/receipts.ts), as the payment
-- transactions' counts do (payment-transaction-counts.sql): the statement's rows summed per key once
-- (+1 for new rows, -1 for old ones) and the differences upserted; differences commute, so
-- concurrent writers need no lock beyond the row the upsert takes.
-- ENABLE ALWAYS: the counts hold even for loads that run with session_replication_role = replica.
create or replace function receipt_counts_apply() returns trigger language plpgsql as $$
declare
  changes text;
begin
  changes := signed_changes(tg_op, 'company_id, period_year, period_month, status, sent, superseded_at is null as current');
  execute format($sql$
    insert into receipt_counts as k (company_id, period_year, period_month, status, sent, current, receipts)
    select company_id, period_year, period_month, status, sent, current, sum(sign)
      from (%s) c
     group by 1, 2, 3, 4, 5, 6
    having sum(sign) <> 0
     order by 1, 2, 3, 4, 5, 6
    on conflict on constraint receipt_counts_key do update
       set receipts = k.receipts + excluded.receipts
  $sql$, changes);
  return null;
end $$;

create or replace trigger receipt_counts_insert after insert on receipts
  referencing new table as new_rows for each statement execute function receipt_counts_apply();
create or replace trigger receipt_counts_update after update on receipts
  referencing old table as old_rows new table as new_rows for each statement execute function receipt_counts_apply();
create or replace trigger receipt_counts_delete after delete on receipts
  referencing old table as old_rows for each statement execute function receipt_counts_apply();
alter table receipts enable always trigger receipt_counts_insert;
alter table receipts enable always trigger receipt_counts_update;
alter table receipts enable always trigger receipt_counts_delete;

-- A database whose receipts predate the counts (or a bulk load that turned the insert trigger off)
-- gets them counted once.
do $$
begin
  if not exists (select 1 from receipt_counts) and exists (select 1 from receipts) then
    insert into receipt_counts (company_id, period_year, period_month, status, sent, current, receipts)
    select company_id, period_year, period_month, status, sent, superseded_at is null, count(*)
      from receipts
     group by 1, 2, 3, 4, 5, 6;
  end if;
end $$;
