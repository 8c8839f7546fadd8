-- charging_session_totals (per month), charging_session_years (per year), driver_home_figures (a
-- driver's home charging per month and year, decision 0065) and charging_session_company_months (a
-- company's sessions per month and source, decision 0066) follow charging_sessions in the same
-- statement (schema/charging-sessions.ts). One statement-level trigger per event: the
-- statement's rows arrive as transition tables and are summed per key once, so a batch of 1,000
-- sessions costs one grouped upsert per table, not 1,000.
-- ENABLE ALWAYS: the totals hold even for loads that run with session_replication_role = replica.
create or replace function charging_session_totals_apply() returns trigger language plpgsql as $$
declare
  changes text;
  -- %1$s the table, %2$s its key, %3$s the period's unit, %4$s the changed rows.
  upsert constant text := $sql$
    insert into %1$I as t (company_id, user_id, %3$s, currency, source, ignored,
        sessions, energy_wh, expense_minor, priced_wh, priced_expense_minor)
    select company_id, user_id, (date_trunc(%3$L, start_date at time zone 'UTC'))::date, currency, source,
           review_status = 'IGNORED',
           sum(sign), coalesce(sum(sign * watt_hours), 0), sum(sign * expense_minor),
           coalesce(sum(sign * watt_hours) filter (where tariff_price is not null and watt_hours > 0), 0),
           coalesce(sum(sign * expense_minor) filter (where tariff_price is not null and watt_hours > 0), 0)
      from (%4$s) c
     group by 1, 2, 3, 4, 5, 6
    having sum(sign) <> 0 or coalesce(sum(sign * watt_hours), 0) <> 0 or sum(sign * expense_minor) <> 0
        or coalesce(sum(sign * watt_hours) filter (where tariff_price is not null and watt_hours > 0), 0) <> 0
        or coalesce(sum(sign * expense_minor) filter (where tariff_price is not null and watt_hours > 0), 0) <> 0
     order by 1, 2, 3, 4, 5, 6
    on conflict on constraint %2$I do update
       set sessions = t.sessions + excluded.sessions,
           energy_wh = t.energy_wh + excluded.energy_wh,
           expense_minor = t.expense_minor + excluded.expense_minor,
           priced_wh = t.priced_wh + excluded.priced_wh,
           priced_expense_minor = t.priced_expense_minor + excluded.priced_expense_minor
  $sql$;
  -- The drivers table's figures: home charging (no EXTERNAL, no IGNORED sessions) per driver and
  -- company, each change counted in its month and in its year.
  figures constant text := $sql$
    insert into driver_home_figures as f (company_id, user_id, unit, start, sessions, energy_wh, expense_minor)
    select c.company_id, c.user_id, p.unit, (date_trunc(p.unit, c.start_date at time zone 'UTC'))::date,
           sum(c.sign), coalesce(sum(c.sign * c.watt_hours), 0), sum(c.sign * c.expense_minor)
      from (%1$s) c cross join (values ('month'), ('year')) p(unit)
     where c.user_id is not null and c.source <> 'EXTERNAL' and c.review_status <> 'IGNORED'
     group by 1, 2, 3, 4
    having sum(c.sign) <> 0 or coalesce(sum(c.sign * c.watt_hours), 0) <> 0 or sum(c.sign * c.expense_minor) <> 0
     order by 1, 2, 3, 4
    on conflict on constraint driver_home_figures_pkey do update
       set sessions = f.sessions + excluded.sessions,
           energy_wh = f.energy_wh + excluded.energy_wh,
           expense_minor = f.expense_minor + excluded.expense_minor
  $sql$;
  -- How many sessions a company has per month and source: where a deep page of the list starts.
  company_months constant text := $sql$
    insert into charging_session_company_months as m (company_id, month, source, sessions)
    select c.company_id, (date_trunc('month', c.start_date at time zone 'UTC'))::date, c.source, sum(c.sign)
      from (%1$s) c
     group by 1, 2, 3
    having sum(c.sign) <> 0
     order by 1, 2, 3
    on conflict on constraint charging_session_company_months_pkey do update
       set sessions = m.sessions + excluded.sessions
  $sql$;
begin
  changes := signed_changes(tg_op, 'company_id, user_id, start_date, currency, source, review_status, watt_hours, expense_minor, tariff_price');
  execute format(upsert, 'charging_session_totals', 'charging_session_totals_key', 'month', changes);
  execute format(upsert, 'charging_session_years', 'charging_session_years_key', 'year', changes);
  execute format(figures, changes);
  execute format(company_months, changes);
  return null;
end $$;

create or replace trigger charging_session_totals_insert after insert on charging_sessions
  referencing new table as new_rows for each statement execute function charging_session_totals_apply();
create or replace trigger charging_session_totals_update after update on charging_sessions
  referencing old table as old_rows new table as new_rows for each statement execute function charging_session_totals_apply();
create or replace trigger charging_session_totals_delete after delete on charging_sessions
  referencing old table as old_rows for each statement execute function charging_session_totals_apply();
alter table charging_sessions enable always trigger charging_session_totals_insert;
alter table charging_sessions enable always trigger charging_session_totals_update;
alter table charging_sessions enable always trigger charging_session_totals_delete;

-- A database whose sessions predate the totals gets them summed once; the years from the months, the
-- drivers' figures from both.
do $$
begin
  if not exists (select 1 from charging_session_totals) and exists (select 1 from charging_sessions) then
    insert into charging_session_totals (company_id, user_id, month, currency, source, ignored,
        sessions, energy_wh, expense_minor, priced_wh, priced_expense_minor)
    select company_id, user_id, (date_trunc('month', start_date at time zone 'UTC'))::date, currency, source,
           review_status = 'IGNORED', count(*), coalesce(sum(watt_hours), 0), sum(expense_minor),
           coalesce(sum(watt_hours) filter (where tariff_price is not null and watt_hours > 0), 0),
           coalesce(sum(expense_minor) filter (where tariff_price is not null and watt_hours > 0), 0)
      from charging_sessions
     group by 1, 2, 3, 4, 5, 6;
  end if;
  if not exists (select 1 from charging_session_years) and exists (select 1 from charging_session_totals) then
    insert into charging_session_years (company_id, user_id, year, currency, source, ignored,
        sessions, energy_wh, expense_minor, priced_wh, priced_expense_minor)
    select company_id, user_id, (date_trunc('year', month))::date, currency, source, ignored,
           sum(sessions), sum(energy_wh), sum(expense_minor), sum(priced_wh), sum(priced_expense_minor)
      from charging_session_totals
     group by 1, 2, 3, 4, 5, 6;
  end if;
  if not exists (select 1 from driver_home_figures) and exists (select 1 from charging_session_totals) then
    insert into driver_home_figures (company_id, user_id, unit, start, sessions, energy_wh, expense_minor)
    select company_id, user_id, 'month', month, sum(sessions), sum(energy_wh), sum(expense_minor)
      from charging_session_totals
     where user_id is not null and source <> 'EXTERNAL' and not ignored
     group by 1, 2, 3, 4
    union all
    select company_id, user_id, 'year', year, sum(sessions), sum(energy_wh), sum(expense_minor)
      from charging_session_years
     where user_id is not null and source <> 'EXTERNAL' and not ignored
     group by 1, 2, 3, 4;
    -- The drivers table chooses between its indexes by these statistics: gathered now, not when
    -- autovacuum comes round to the new rows.
    analyze driver_home_figures;
  end if;
  if not exists (select 1 from charging_session_company_months) and exists (select 1 from charging_session_totals) then
    insert into charging_session_company_months (company_id, month, source, sessions)
    select company_id, month, source, sum(sessions)
      from charging_session_totals
     group by 1, 2, 3
    having sum(sessions) <> 0;
  end if;
end $$;
