-- mileage_reading_years follows mileage_readings in the same statement (schema/mileage.ts).
-- Each statement's touched drivers and years are computed afresh from the readings (two index
-- lookups each), so a flag set or a reading removed moves the first or latest reading correctly.
-- The touched drivers' user rows are locked first, in order (as the mileage service does for a
-- report): two writers of one driver wait for each other, and the second computes from a fresh
-- snapshot that includes the first's readings. Row locks, so a statement may touch any number.
create or replace function mileage_reading_years_apply() returns trigger language plpgsql as $$
declare
  changes text;
  keyed constant text := 'select company_id, user_id, extract(year from read_at at time zone ''UTC'')::int as year from %I';
begin
  changes := case tg_op
    when 'INSERT' then format(keyed, 'new_rows')
    when 'DELETE' then format(keyed, 'old_rows')
    else format(keyed, 'new_rows') || ' union ' || format(keyed, 'old_rows')
  end;
  execute format($sql$
    select 1 from users where id in (select user_id from (%s) c) order by id for no key update
  $sql$, changes);
  execute format($sql$
    insert into mileage_reading_years as y (company_id, user_id, year, first_at, first_km, last_at, last_km, last_source)
    select k.company_id, k.user_id, k.year, f.read_at, f.odometer_km, l.read_at, l.odometer_km, l.source
      from (select distinct * from (%s) c) k
      cross join lateral (select make_timestamptz(k.year, 1, 1, 0, 0, 0, 'UTC') as lo, make_timestamptz(k.year + 1, 1, 1, 0, 0, 0, 'UTC') as hi) b
      join lateral (
        select r.read_at, r.odometer_km from mileage_readings r
         where r.company_id = k.company_id and r.user_id = k.user_id and r.read_at >= b.lo and r.read_at < b.hi and r.flag is null
         order by r.read_at, r.id limit 1) f on true
      join lateral (
        select r.read_at, r.odometer_km, r.source from mileage_readings r
         where r.company_id = k.company_id and r.user_id = k.user_id and r.read_at >= b.lo and r.read_at < b.hi and r.flag is null
         order by r.read_at desc, r.id desc limit 1) l on true
     order by 1, 2, 3
    on conflict (company_id, user_id, year) do update
       set first_at = excluded.first_at, first_km = excluded.first_km,
           last_at = excluded.last_at, last_km = excluded.last_km, last_source = excluded.last_source
  $sql$, changes);
  execute format($sql$
    delete from mileage_reading_years y
     using (select distinct * from (%s) c) k
     where y.company_id = k.company_id and y.user_id = k.user_id and y.year = k.year
       and not exists (
         select 1 from mileage_readings r
          where r.company_id = k.company_id and r.user_id = k.user_id and r.flag is null
            and r.read_at >= make_timestamptz(k.year, 1, 1, 0, 0, 0, 'UTC') and r.read_at < make_timestamptz(k.year + 1, 1, 1, 0, 0, 0, 'UTC'))
  $sql$, changes);
  return null;
end $$;

create or replace trigger mileage_reading_years_insert after insert on mileage_readings
  referencing new table as new_rows for each statement execute function mileage_reading_years_apply();
create or replace trigger mileage_reading_years_update after update on mileage_readings
  referencing old table as old_rows new table as new_rows for each statement execute function mileage_reading_years_apply();
create or replace trigger mileage_reading_years_delete after delete on mileage_readings
  referencing old table as old_rows for each statement execute function mileage_reading_years_apply();
alter table mileage_readings enable always trigger mileage_reading_years_insert;
alter table mileage_readings enable always trigger mileage_reading_years_update;
alter table mileage_readings enable always trigger mileage_reading_years_delete;

-- A database whose readings predate the table gets it filled once.
do $$
begin
  if not exists (select 1 from mileage_reading_years) and exists (select 1 from mileage_readings) then
    insert into mileage_reading_years (company_id, user_id, year, first_at, first_km, last_at, last_km, last_source)
    select distinct on (company_id, user_id, year) company_id, user_id, year,
           first_value(read_at) over w, first_value(odometer_km) over w,
           read_at, odometer_km, source
      from (select r.*, extract(year from read_at at time zone 'UTC')::int as year from mileage_readings r where r.flag is null) r
    window w as (partition by company_id, user_id, year order by read_at, id)
     order by company_id, user_id, year, read_at desc, id desc;
  end if;
end $$;
