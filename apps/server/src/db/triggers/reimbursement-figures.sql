-- A reimbursement's item figures (item_count, driver_count, sole_driver_id on reimbursements,
-- schema/reimbursements.ts) follow its items in the same statement, so the list reads them from the
-- reimbursement instead of counting every item of every reimbursement it shows.
-- Only the items' reimbursement and driver decide the figures (cancelled items count too), so an
-- update that moves neither (a status, a payout) touches nothing. The touched reimbursements are
-- locked first, in id order: a second writer of the same reimbursement waits, then counts from a
-- fresh snapshot that holds the first one's items. ENABLE ALWAYS, as the other derived figures.
create or replace function reimbursement_figures_apply() returns trigger language plpgsql as $$
declare
  changes text;
  touched uuid[];
begin
  changes := signed_changes(tg_op, 'reimbursement_id, user_id');
  execute format($sql$
    select array_agg(distinct reimbursement_id order by reimbursement_id)
      from (select reimbursement_id from (%s) c group by reimbursement_id, user_id having sum(sign) <> 0) k
  $sql$, changes) into touched;
  if touched is null then
    return null;
  end if;
  perform 1 from reimbursements where id = any(touched) order by id for no key update;
  perform reimbursement_figures_compute(touched);
  return null;
end $$;

-- Counts the given reimbursements' items afresh; writes only figures that changed.
create or replace function reimbursement_figures_compute(ids uuid[]) returns void language plpgsql as $$
begin
  update reimbursements r
     set item_count = s.item_count, driver_count = s.driver_count, sole_driver_id = s.sole_driver_id
    from (select r2.id, count(i.id)::int as item_count, count(distinct i.user_id)::int as driver_count,
                 case when count(distinct i.user_id) = 1 then min(i.user_id::text)::uuid end as sole_driver_id
            from reimbursements r2 left join reimbursement_items i on i.company_id = r2.company_id and i.reimbursement_id = r2.id
           where r2.id = any(ids)
           group by r2.id) s
   where r.id = s.id
     and (r.item_count, r.driver_count, r.sole_driver_id) is distinct from (s.item_count, s.driver_count, s.sole_driver_id);
end $$;

create or replace trigger reimbursement_figures_insert after insert on reimbursement_items
  referencing new table as new_rows for each statement execute function reimbursement_figures_apply();
create or replace trigger reimbursement_figures_update after update on reimbursement_items
  referencing old table as old_rows new table as new_rows for each statement execute function reimbursement_figures_apply();
create or replace trigger reimbursement_figures_delete after delete on reimbursement_items
  referencing old table as old_rows for each statement execute function reimbursement_figures_apply();
alter table reimbursement_items enable always trigger reimbursement_figures_insert;
alter table reimbursement_items enable always trigger reimbursement_figures_update;
alter table reimbursement_items enable always trigger reimbursement_figures_delete;

-- A database whose items predate the figures (or a bulk load that turned the insert trigger off)
-- gets them counted once.
do $$
begin
  if exists (select 1 from reimbursement_items) and not exists (select 1 from reimbursements where item_count > 0) then
    perform reimbursement_figures_compute(array(select id from reimbursements));
  end if;
end $$;
