-- mileage_reading_months follows mileage_readings in the same statement (schema/mileage.ts).
-- Each statement's touched drivers and months are computed afresh from the readings (a handful
-- per driver and month), then each touched driver's `before_km` (the last plausible reading before
-- the month) is linked again over the driver's month rows: a reading added, flagged or removed in
-- one month can move the `before_km` of every later month. The touched drivers' user rows are
-- locked first, in order, as the yearly table's trigger does (mileage-years.sql). Each row carries
-- the driver's sort name, which a rename of the driver updates (decision 0062).

-- The driver's name as the view per driver and month sorts it (lower-case, as the repository's
-- personName): kept on each month row so that every sort of the view is an index walk (decision 0062).
create or replace function mileage_driver_sort_name(first_name text, last_name text) returns text language sql immutable as $$
  select lower(trim(first_name || ' ' || last_name))
$$;

-- Recomputes the given driver months (company, driver and month at the same position of the three
-- arrays): one row per source and one for all sources (source null) for every month with readings.
create or replace function mileage_reading_months_compute(companies uuid[], drivers uuid[], months date[]) returns void language plpgsql as $$
begin
  delete from mileage_reading_months m
   using (select distinct * from unnest(companies, drivers, months) as c(company_id, user_id, month)) k
   where m.company_id = k.company_id and m.user_id = k.user_id and m.month = k.month;
  insert into mileage_reading_months (company_id, user_id, month, source, first_at, first_km, last_at, last_km, readings, flagged, driver_sort_name)
  select k.company_id, k.user_id, k.month, r.source,
         min(r.read_at) filter (where r.flag is null),
         (array_agg(r.odometer_km order by r.read_at, r.id) filter (where r.flag is null))[1],
         max(r.read_at) filter (where r.flag is null),
         (array_agg(r.odometer_km order by r.read_at desc, r.id desc) filter (where r.flag is null))[1],
         count(*), count(*) filter (where r.flag is not null), mileage_driver_sort_name(u.first_name, u.last_name)
    from (select distinct * from unnest(companies, drivers, months) as c(company_id, user_id, month)) k
    join users u on u.id = k.user_id
    join mileage_readings r on r.company_id = k.company_id and r.user_id = k.user_id
     and r.read_at >= k.month::timestamp at time zone 'UTC'
     and r.read_at < (k.month + interval '1 month')::timestamp at time zone 'UTC'
   group by grouping sets ((k.company_id, k.user_id, k.month, r.source, u.first_name, u.last_name), (k.company_id, k.user_id, k.month, u.first_name, u.last_name));
end $$;

-- Sets `before_km` on the month rows of the given drivers (company and driver at the same position
-- of both arrays): the latest earlier month's last plausible reading of the same source (or of any).
create or replace function mileage_reading_months_link(companies uuid[], drivers uuid[]) returns void language plpgsql as $$
begin
  update mileage_reading_months m set before_km = b.before_km
    from (
      select w.company_id, w.user_id, w.month, w.source, p.last_km as before_km
        from (
          select x.company_id, x.user_id, x.month, x.source,
                 max(x.month) filter (where x.last_km is not null)
                   over (partition by x.company_id, x.user_id, x.source order by x.month rows between unbounded preceding and 1 preceding) as before_month
            from mileage_reading_months x
            join (select distinct * from unnest(companies, drivers) as c(company_id, user_id)) d on d.company_id = x.company_id and d.user_id = x.user_id
        ) w
        left join mileage_reading_months p
          on p.company_id = w.company_id and p.user_id = w.user_id and p.month = w.before_month and p.source is not distinct from w.source
    ) b
   where m.company_id = b.company_id and m.user_id = b.user_id and m.month = b.month and m.source is not distinct from b.source
     and m.before_km is distinct from b.before_km;
end $$;

create or replace function mileage_reading_months_apply() returns trigger language plpgsql as $$
declare
  changes text;
  companies uuid[];
  drivers uuid[];
  months date[];
  keyed constant text := 'select company_id, user_id, (date_trunc(''month'', read_at at time zone ''UTC''))::date as month from %I';
begin
  changes := case tg_op
    when 'INSERT' then format(keyed, 'new_rows')
    when 'DELETE' then format(keyed, 'old_rows')
    else format(keyed, 'new_rows') || ' union ' || format(keyed, 'old_rows')
  end;
  execute format($sql$
    select 1 from users where id in (select user_id from (%s) c) order by id for no key update
  $sql$, changes);
  -- Transition tables are visible in this function only: the touched months go on as arrays.
  execute format('select array_agg(company_id), array_agg(user_id), array_agg(month) from (select distinct * from (%s) c) k', changes)
    into companies, drivers, months;
  perform mileage_reading_months_compute(companies, drivers, months);
  perform mileage_reading_months_link(companies, drivers);
  return null;
end $$;

create or replace trigger mileage_reading_months_insert after insert on mileage_readings
  referencing new table as new_rows for each statement execute function mileage_reading_months_apply();
create or replace trigger mileage_reading_months_update after update on mileage_readings
  referencing old table as old_rows new table as new_rows for each statement execute function mileage_reading_months_apply();
create or replace trigger mileage_reading_months_delete after delete on mileage_readings
  referencing old table as old_rows for each statement execute function mileage_reading_months_apply();
alter table mileage_readings enable always trigger mileage_reading_months_insert;
alter table mileage_readings enable always trigger mileage_reading_months_update;
alter table mileage_readings enable always trigger mileage_reading_months_delete;

-- A renamed driver's months take the new name.
create or replace function mileage_reading_months_rename() returns trigger language plpgsql as $$
begin
  update mileage_reading_months set driver_sort_name = mileage_driver_sort_name(new.first_name, new.last_name)
   where user_id = new.id;
  return null;
end $$;

create or replace trigger mileage_reading_months_rename after update of first_name, last_name on users
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function mileage_reading_months_rename();
alter table users enable always trigger mileage_reading_months_rename;

-- A database whose readings predate the table gets it filled once.
do $$
begin
  if not exists (select 1 from mileage_reading_months) and exists (select 1 from mileage_readings) then
    perform mileage_reading_months_compute(array_agg(company_id), array_agg(user_id), array_agg(month))
       from (select distinct company_id, user_id, (date_trunc('month', read_at at time zone 'UTC'))::date as month from mileage_readings) k;
    perform mileage_reading_months_link(array_agg(company_id), array_agg(user_id))
       from (select distinct company_id, user_id from mileage_reading_months) k;
  end if;
end $$;
