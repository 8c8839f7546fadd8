/**
 * The money of the large dataset, as three years of the product's own work leave it: a receipt for
 * every driver's closed month with reimbursable sessions (its totals are the sums of those sessions,
 * which point back at it), a reimbursement per company and month of the submitted receipts with one
 * item per receipt, the bank's payment transactions of the payouts and the companies' top-ups, the
 * monthly service invoice of each company (numbers gap-free per year) with its lines and payment,
 * the driver invitations, and the audit events each of these changes writes (db/triggers/audit.sql:
 * the whole row for an insert, the changed columns for an update, timestamps left out).
 *
 * The lifecycle by the age of the period (months before the current one): 1 = the last closed month
 * (some receipts still drafts, the reimbursement waiting for approval, some invoices drafts),
 * 2 = approved and not yet paid out, 3 and older = paid.
 */
import type { Step } from './steps.ts';

/** Columns the audit trigger never copies (audit.sql `ignored`). */
const IGNORED = `array['updated_at', 'created_at']`;
/** A reimbursement's item figures, which audit.sql leaves out of its rows too (they follow the items). */
const REIMBURSEMENT_FIGURES = `array['item_count', 'driver_count', 'sole_driver_id']`;

/** A draft's SQL: a session belongs to a receipt when it is reimbursable in a closed month. */
export function sessionReceipt(months: number) {
  const receipted = `(e = 0 and not (t = 3 and d.last_pending) and m < ${months - 1})`;
  const draft = `(m = ${months - 2} and pg_temp.rnd(d.n, 41) < 0.4)`;
  return {
    id: `case when ${receipted} then pg_temp.uid('receipt', d.n * 100 + m) end`,
    status: `case when ${receipted} then case when ${draft} then 'DRAFT' else 'SUBMITTED' end end`,
  };
}

export function moneySteps(now: Date): Step[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  /** Months between a period and the current month. */
  const age = (year: string, month: string) => `(${current} - (${year} * 12 + ${month}))`;
  const audit = `insert into audit_events (occurred_at, company_id, actor_id, actor, entity, entity_id, action, before, after)`;
  return [
    {
      // The due-day job's drafts (day 5, 06:00 UTC of the next month); the manager submits most and sends most of those.
      table: 'receipts',
      sql: `insert into receipts (id, company_id, user_id, number, period_year, period_month, status, version, submitted_at, sent, sent_at,
               session_count, energy_wh, expense_minor, base_fee_minor, currency, created_at, updated_at)
        select x.receipt_id, d.company_id, d.driver_id, row_number() over (partition by d.n order by x.month_start)::int,
               extract(year from x.month_start)::int, extract(month from x.month_start)::int, x.status, 1,
               case when x.status = 'SUBMITTED' then x.created + make_interval(days => 1 + (d.n % 4), hours => d.n % 9) end,
               x.status = 'SUBMITTED' and pg_temp.rnd(d.n, x.k) < 0.9,
               case when x.status = 'SUBMITTED' and pg_temp.rnd(d.n, x.k) < 0.9 then x.created + make_interval(days => 1 + (d.n % 4), hours => 1 + d.n % 9) end,
               x.n, x.wh, x.ex, 0, d.currency, x.created,
               x.created + make_interval(days => 1 + (d.n % 4), hours => 1 + d.n % 9)
          from (
            select s.receipt_id, s.user_id, s.status, s.n, s.wh, s.ex, ms.month_start,
                   ms.month_start + interval '1 month 4 days 6 hours' as created, extract(epoch from ms.month_start)::bigint / 86400 as k
              from (select receipt_id, user_id, min(receipt_status) as status, min(start_date) as first_start, count(*)::int as n,
                           coalesce(sum(watt_hours), 0)::bigint as wh, sum(expense_minor)::bigint as ex
                      from charging_sessions where receipt_id is not null group by receipt_id, user_id) s,
                   lateral (select date_trunc('month', s.first_start, 'UTC') as month_start) ms
          ) x join drv d on d.driver_id = x.user_id`,
    },
    {
      table: 'users (receipt numbers)',
      sql: `update users u set next_receipt_number = r.last + 1
              from (select user_id, max(number) as last from receipts group by user_id) r where u.id = r.user_id`,
    },
    {
      // One per company and month of its submitted receipts, created a week after the due day.
      table: 'reimbursements',
      sql: `insert into reimbursements (id, company_id, number, period_year, period_month, status, payment_status, expense_minor, currency,
               approved_at, approved_by, sent_at, created_at, updated_at)
        select pg_temp.uidt('reimbursement', g.company_id || ':' || g.py || '-' || g.pm), g.company_id,
               row_number() over (partition by g.company_id order by g.py, g.pm)::int, g.py, g.pm,
               case when g.age >= 2 then 'APPROVED' else 'PENDING' end, case when g.age >= 3 then 'RECEIVED' else 'PENDING' end,
               g.total, g.currency,
               case when g.age >= 2 then g.created + interval '1 day' end, case when g.age >= 2 then c.manager_id end,
               case when g.age >= 3 then g.created + interval '2 days' end, g.created,
               g.created + case when g.age >= 3 then interval '3 days' when g.age = 2 then interval '1 day' else interval '0' end
          from (select company_id, period_year as py, period_month as pm, min(currency) as currency, sum(expense_minor)::bigint as total,
                       ${age('period_year', 'period_month')} as age,
                       make_timestamptz(period_year, period_month, 1, 9, 0, 0, 'UTC') + interval '1 month 12 days' as created
                  from receipts where status = 'SUBMITTED' group by company_id, period_year, period_month) g
          join comp c on c.company_id = g.company_id`,
    },
    {
      table: 'reimbursement_items',
      sql: `insert into reimbursement_items (id, company_id, reimbursement_id, receipt_id, user_id, status, amount_minor, currency,
               payout_key, payout_started_at, payout_channel, payout_attempt, payout_finished_at, paid_at, payment_transaction_id,
               created_at, updated_at)
        select i.id, r.company_id, b.id, r.id, r.user_id,
               case when b.payment_status = 'RECEIVED' then 'BANK_REIMBURSED' else case b.status when 'APPROVED' then 'APPROVED' else 'PENDING' end end,
               r.expense_minor, r.currency,
               case when i.paid then 'payout-' || i.id || '-1' end, case when i.paid then b.sent_at end,
               case when i.paid then 'BANK' end, case when i.paid then 1 else 0 end,
               case when i.paid then b.sent_at + interval '1 day' end, case when i.paid then b.sent_at + interval '1 day' end,
               case when i.paid then pg_temp.uidt('payout', i.id::text) end, b.created_at, b.updated_at
          from receipts r
          join reimbursements b on b.company_id = r.company_id and b.period_year = r.period_year and b.period_month = r.period_month
          cross join lateral (select pg_temp.uidt('item', r.id::text) as id, b.payment_status = 'RECEIVED' as paid) i
         where r.status = 'SUBMITTED'`,
    },
    {
      // The bank's transfer to each driver, and the company's top-up the day before the payout.
      table: 'payment_transactions',
      sql: `insert into payment_transactions (id, company_id, user_id, source, method, status, side, amount_minor, currency, booked_at, note,
               counterparty_name, counterparty_iban, external_id, created_at, updated_at)
        select i.payment_transaction_id, i.company_id, i.user_id, 'BANK', 'SEPA_TRANSFER', 'MONEY_OUT_SUCCESS', 'DEBIT', i.amount_minor,
               i.currency, i.paid_at, 'Reimbursement ' || b.number, trim(u.first_name || ' ' || u.last_name),
               null, i.payout_key, i.paid_at, i.paid_at
          from reimbursement_items i join reimbursements b on b.id = i.reimbursement_id join users u on u.id = i.user_id
         where i.payment_transaction_id is not null
        union all
        select pg_temp.uidt('top-up', b.id::text), b.company_id, null, 'BANK', 'SEPA_TRANSFER', 'MONEY_IN_SUCCESS', 'CREDIT', b.expense_minor,
               b.currency, b.sent_at - interval '1 day', 'Top-up reimbursement ' || b.number, c.name, null,
               'top-up-' || b.id, b.sent_at - interval '1 day', b.sent_at - interval '1 day'
          from reimbursements b join companies c on c.id = b.company_id where b.payment_status = 'RECEIVED'`,
    },
    {
      table: 'payment_transaction_reimbursements',
      sql: `insert into payment_transaction_reimbursements (company_id, payment_transaction_id, reimbursement_id, created_at)
        select b.company_id, pg_temp.uidt('top-up', b.id::text), b.id, b.sent_at from reimbursements b where b.payment_status = 'RECEIVED'`,
    },
    {
      // The monthly service invoice, dated the month's last day and approved the next morning in
      // date and company order, so that each year's numbers run 1, 2, 3 ... without a gap.
      table: 'invoices',
      sql: `insert into invoices (id, company_id, kind, number, number_year, number_seq, status, invoice_date, delivery_from, delivery_to,
               currency, total_net_minor, tax_rate_bp, vat_category, tax_minor, total_gross_minor, paid_minor, approved_at, sent_at,
               billing_contact_name, billing_contact_email, billing_country, external_id, created_at, updated_at)
        select v.id, v.company_id, 'SERVICE',
               case when v.numbered then v.y || '-' || lpad(v.seq::text, 4, '0') end, case when v.numbered then v.y end,
               case when v.numbered then v.seq end, v.status, v.invoice_date, v.delivery_from, v.invoice_date, v.currency,
               v.net, v.bp, case when v.bp > 0 then 'S' else 'O' end, v.tax, v.net + v.tax,
               case when v.status = 'PAID' then v.net + v.tax else 0 end,
               case when v.numbered then v.approved end, case when v.numbered then v.approved + interval '10 minutes' end,
               'Manager ' || lpad(v.company_n::text, 3, '0'), 'fleet' || v.company_n || '@large.test', v.country,
               case when v.numbered then 'in_' || md5(v.id::text) end, v.created, coalesce(v.approved, v.created)
          from (
            select w.*, row_number() over (partition by w.y, w.numbered order by w.invoice_date, w.company_n)::int as seq,
                   w.invoice_date + interval '1 day 8 hours' + make_interval(secs => w.company_n * 7) as approved,
                   w.invoice_date + interval '1 day 7 hours' as created,
                   (w.net * w.bp + 5000) / 10000 as tax
              from (
                select pg_temp.uidt('invoice', c.company_id || ':' || p.m) as id, c.company_id, c.company_n, c.currency, c.country,
                       p.delivery_from, (p.delivery_from + interval '1 month' - interval '1 day')::date as invoice_date,
                       extract(year from p.delivery_from)::int as y, st.status, st.status <> 'DRAFT' as numbered,
                       (c.driver_count * 490 + 2900 + case when c.pro then (c.driver_count / 2) * 300 else 0 end)::bigint as net,
                       case c.country when 'GERMANY' then 1900 when 'AUSTRIA' then 2000 when 'SWITZERLAND' then 810 else 0 end as bp
                  from comp c
                  cross join lateral (select m, (date_trunc('month', now(), 'UTC') - make_interval(months => m))::date as delivery_from
                                        from generate_series(1, (select months - 1 from seed_size)) m) p
                  cross join lateral (select case when p.m >= 3 then 'PAID'
                                                  when p.m = 2 then case when pg_temp.rnd(c.company_n, 600) < 0.7 then 'PAID' else 'OPEN' end
                                                  else case when pg_temp.rnd(c.company_n, 601) < 0.2 then 'DRAFT' else 'OPEN' end end as status) st
              ) w
          ) v`,
    },
    {
      table: 'invoice_lines',
      sql: `insert into invoice_lines (company_id, invoice_id, position, product, text, quantity, unit_price_minor, net_minor, created_at, updated_at)
        select i.company_id, i.id, l.position, l.product, l.text, l.quantity, l.unit, l.quantity * l.unit, i.created_at, i.created_at
          from invoices i join comp c on c.company_id = i.company_id
          cross join lateral (values
            (1, 'Home charging license', 'Cables in use', c.driver_count, 490::bigint),
            (2, 'Service fee', 'Monthly service', 1, 2900::bigint),
            (3, 'Fleet monitor', 'Connected cars', case when c.pro then c.driver_count / 2 end, 300::bigint)
          ) l(position, product, text, quantity, unit)
         where l.quantity is not null`,
    },
    {
      table: 'invoice_payments',
      sql: `insert into invoice_payments (company_id, invoice_id, status, amount_minor, currency, paid_at, method, external_id, created_at, updated_at)
        select company_id, id, 'SUCCEEDED', total_gross_minor, currency, invoice_date + interval '14 days 10 hours', 'sepa_debit',
               'py_' || md5(id::text), invoice_date + interval '14 days 10 hours', invoice_date + interval '14 days 10 hours'
          from invoices where status = 'PAID'`,
    },
    {
      table: 'invoice_number_sequences',
      sql: `insert into invoice_number_sequences (year, last_number)
        select number_year, max(number_seq) from invoices where number_year is not null group by number_year`,
    },
    {
      // Every driver was invited and accepted before the first month; each company keeps inviting
      // (a few a month), some addresses decline and the rest wait or expire.
      table: 'invites',
      sql: `insert into invites (id, company_id, token, email, language, status, expires_at, invited_by, responded_user_id, responded_at,
               created_at, updated_at)
        select pg_temp.uid('invite', d.n), d.company_id, md5('invite-token:' || d.n), 'driver-' || d.n || '@large.test',
               case when d.company_n % 3 = 0 then 'ENGLISH' else 'GERMAN' end, 'ACCEPTED', f.start - interval '18 days',
               c.manager_id, d.driver_id, f.start - interval '30 days' - make_interval(hours => d.n % 48), f.start - interval '32 days',
               f.start - interval '30 days' - make_interval(hours => d.n % 48)
          from drv d join comp c on c.company_n = d.company_n cross join (select first_month as start from seed_size) f
        union all
        select pg_temp.uidt('invite', c.company_n || ':' || m || ':' || k), c.company_id, md5('invite-token:' || c.company_n || ':' || m || ':' || k),
               'candidate-' || c.company_n || '-' || m || '-' || k || '@large.test',
               case when c.company_n % 3 = 0 then 'ENGLISH' else 'GERMAN' end,
               case when pg_temp.rnd(c.company_n * 1000 + m, k) < 0.2 then 'DECLINED' else 'PENDING' end, at + interval '14 days',
               c.manager_id, null, case when pg_temp.rnd(c.company_n * 1000 + m, k) < 0.2 then at + interval '2 days' end, at,
               at + case when pg_temp.rnd(c.company_n * 1000 + m, k) < 0.2 then interval '2 days' else interval '0' end
          from comp c cross join seed_size z
          cross join generate_series(0, z.months - 1) m
          cross join generate_series(1, 1 + c.driver_count / 50) k
          cross join lateral (select least(z.first_month + make_interval(months => m, days => k % 28, hours => 9 + k % 8), now() - interval '1 hour') as at) a`,
    },
    // --- the audit trail ------------------------------------------------------------------------
    {
      table: 'audit_events (receipts)',
      sql: `${audit}
        select e.at, r.company_id, e.actor_id, e.actor, 'receipts', r.id::text, e.action, e.before, e.after
          from receipts r join comp c on c.company_id = r.company_id
          cross join lateral (values
            (r.created_at, null::uuid, 'job:receipt-due', 'insert', null::jsonb,
             (to_jsonb(r) - ${IGNORED}) || '{"status": "DRAFT", "submitted_at": null, "sent": false, "sent_at": null,
               "session_count": 0, "energy_wh": 0, "expense_minor": 0}'::jsonb),
            (r.created_at, null, 'job:receipt-due', 'update', '{"session_count": 0, "energy_wh": 0, "expense_minor": 0}'::jsonb,
             jsonb_build_object('session_count', r.session_count, 'energy_wh', r.energy_wh, 'expense_minor', r.expense_minor)),
            (r.submitted_at, c.manager_id, c.manager_email, 'update', '{"status": "DRAFT", "submitted_at": null}'::jsonb,
             jsonb_build_object('status', r.status, 'submitted_at', r.submitted_at)),
            (r.sent_at, c.manager_id, c.manager_email, 'update', '{"sent": false, "sent_at": null}'::jsonb,
             jsonb_build_object('sent', r.sent, 'sent_at', r.sent_at))
          ) e(at, actor_id, actor, action, before, after)
         where e.at is not null`,
    },
    {
      table: 'audit_events (users)',
      sql: `${audit}
        select r.created_at, r.company_id, null, 'job:receipt-due', 'users', r.user_id::text, 'update',
               jsonb_build_object('next_receipt_number', r.number), jsonb_build_object('next_receipt_number', r.number + 1)
          from receipts r`,
    },
    {
      // A draft takes its sessions in; submitting it marks them.
      table: 'audit_events (sessions)',
      sql: `${audit}
        select e.at, s.company_id, e.actor_id, e.actor, 'charging_sessions', s.id::text, 'update', e.before, e.after
          from charging_sessions s join receipts r on r.id = s.receipt_id join comp c on c.company_id = s.company_id
          cross join lateral (values
            (r.created_at, null::uuid, 'job:receipt-due', '{"receipt_id": null, "receipt_status": null}'::jsonb,
             jsonb_build_object('receipt_id', r.id, 'receipt_status', 'DRAFT')),
            (r.submitted_at, c.manager_id, c.manager_email, '{"receipt_status": "DRAFT"}'::jsonb, '{"receipt_status": "SUBMITTED"}'::jsonb)
          ) e(at, actor_id, actor, before, after)
         where e.at is not null`,
    },
    {
      table: 'audit_events (reimbursements)',
      sql: `${audit}
        select e.at, b.company_id, c.manager_id, c.manager_email, 'reimbursements', b.id::text, e.action, e.before, e.after
          from reimbursements b join comp c on c.company_id = b.company_id
          cross join lateral (values
            (b.created_at, 'insert', null::jsonb, (to_jsonb(b) - ${IGNORED} - ${REIMBURSEMENT_FIGURES}) || '{"status": "PENDING", "payment_status": "PENDING",
               "approved_at": null, "approved_by": null, "sent_at": null}'::jsonb),
            (b.approved_at, 'update', '{"status": "PENDING", "approved_at": null, "approved_by": null}'::jsonb,
             jsonb_build_object('status', b.status, 'approved_at', b.approved_at, 'approved_by', b.approved_by)),
            (b.sent_at, 'update', '{"payment_status": "PENDING", "sent_at": null}'::jsonb,
             jsonb_build_object('payment_status', b.payment_status, 'sent_at', b.sent_at))
          ) e(at, action, before, after)
         where e.at is not null`,
    },
    {
      table: 'audit_events (items)',
      sql: `${audit}
        select e.at, i.company_id, c.manager_id, c.manager_email, 'reimbursement_items', i.id::text, e.action, e.before, e.after
          from reimbursement_items i join reimbursements b on b.id = i.reimbursement_id join comp c on c.company_id = i.company_id
          cross join lateral (values
            (i.created_at, 'insert', null::jsonb, (to_jsonb(i) - ${IGNORED}) || '{"status": "PENDING", "payout_key": null,
               "payout_started_at": null, "payout_channel": null, "payout_attempt": 0, "payout_finished_at": null, "paid_at": null,
               "payment_transaction_id": null}'::jsonb),
            (b.approved_at, 'update', '{"status": "PENDING"}'::jsonb, '{"status": "APPROVED"}'::jsonb),
            (i.payout_started_at, 'update', '{"payout_key": null, "payout_started_at": null, "payout_channel": null, "payout_attempt": 0}'::jsonb,
             jsonb_build_object('payout_key', i.payout_key, 'payout_started_at', i.payout_started_at, 'payout_channel', i.payout_channel,
               'payout_attempt', i.payout_attempt)),
            (i.paid_at, 'update', '{"status": "APPROVED", "payout_finished_at": null, "paid_at": null, "payment_transaction_id": null}'::jsonb,
             jsonb_build_object('status', i.status, 'payout_finished_at', i.payout_finished_at, 'paid_at', i.paid_at,
               'payment_transaction_id', i.payment_transaction_id))
          ) e(at, action, before, after)
         where e.at is not null`,
    },
    {
      table: 'audit_events (payments)',
      sql: `${audit}
        select t.booked_at, t.company_id, null, null, 'payment_transactions', t.id::text, 'insert', null, to_jsonb(t) - ${IGNORED}
          from payment_transactions t`,
    },
    {
      table: 'audit_events (invoices)',
      sql: `${audit}
        select e.at, i.company_id, a.id, a.email, e.entity, e.entity_id, e.action, e.before, e.after
          from invoices i cross join (select id, email from users where role = 'ADMINISTRATOR' order by email limit 1) a
          cross join lateral (values
            (i.created_at, 'invoices', i.id::text, 'insert', null::jsonb, (to_jsonb(i) - ${IGNORED}) || '{"status": "DRAFT", "number": null,
               "number_year": null, "number_seq": null, "approved_at": null, "sent_at": null, "paid_minor": 0, "external_id": null}'::jsonb),
            (i.approved_at, 'invoices', i.id::text, 'update', '{"status": "DRAFT", "number": null, "number_year": null, "number_seq": null, "approved_at": null}'::jsonb,
             jsonb_build_object('status', 'OPEN', 'number', i.number, 'number_year', i.number_year, 'number_seq', i.number_seq, 'approved_at', i.approved_at)),
            (i.sent_at, 'invoices', i.id::text, 'update', '{"sent_at": null, "external_id": null}'::jsonb,
             jsonb_build_object('sent_at', i.sent_at, 'external_id', i.external_id)),
            (case when i.status = 'PAID' then i.invoice_date + interval '14 days 10 hours' end, 'invoices', i.id::text, 'update',
             '{"status": "OPEN", "paid_minor": 0}'::jsonb, jsonb_build_object('status', i.status, 'paid_minor', i.paid_minor))
          ) e(at, entity, entity_id, action, before, after)
         where e.at is not null
        union all
        select l.created_at, l.company_id, a.id, a.email, 'invoice_lines', l.id::text, 'insert', null, to_jsonb(l) - ${IGNORED}
          from invoice_lines l cross join (select id, email from users where role = 'ADMINISTRATOR' order by email limit 1) a
        union all
        select p.paid_at, p.company_id, null, null, 'invoice_payments', p.id::text, 'insert', null, to_jsonb(p) - ${IGNORED}
          from invoice_payments p`,
    },
  ];
}

/** The companies as the money steps need them, and the dataset's period (after planTable). */
export function moneyTables(first: Date, months: number): string {
  return `
create temp table seed_size as select ${months} as months, '${first.toISOString()}'::timestamptz as first_month;
create temp table comp as
  select company_n, pg_temp.uid('company', company_n) as company_id, pg_temp.uid('manager', company_n) as manager_id,
         'manager-' || company_n || '@large.test' as manager_email, driver_count, company_n <= 30 as pro,
         case company_n % 20 when 0 then 'CHF' when 1 then 'USD' when 2 then 'USD' when 3 then 'CHF' else 'EUR' end as currency,
         case company_n % 20 when 0 then 'SWITZERLAND' when 1 then 'UNITED_STATES' when 2 then 'UNITED_STATES'
           when 3 then 'SWITZERLAND' when 4 then 'AUSTRIA' when 5 then 'AUSTRIA' else 'GERMANY' end as country
    from plan;
analyze comp;
`;
}
