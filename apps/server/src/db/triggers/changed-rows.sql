-- The rows a statement changed, as statement-level triggers with transition tables read them: the
-- new rows counted +1 and the old ones -1 (an update gives both), with the columns asked for. The
-- derived tables' triggers sum these per key and upsert the differences (session-totals.sql,
-- payment-transaction-counts.sql, receipt-counts.sql, reimbursement-figures.sql).
create or replace function signed_changes(op text, columns text) returns text language sql immutable as $$
  select case op
    when 'INSERT' then format('select 1 as sign, %s from new_rows', columns)
    when 'DELETE' then format('select -1 as sign, %s from old_rows', columns)
    else format('select 1 as sign, %1$s from new_rows union all select -1 as sign, %1$s from old_rows', columns)
  end
$$;
