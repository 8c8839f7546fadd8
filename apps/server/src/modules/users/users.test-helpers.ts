import type { Database } from '../../db/database.ts';

export interface ExpectedDriver {
  id: string;
  energy: number;
  expense: number;
}

const SORT = {
  companyName: `lower(coalesce(c.name, ''))`,
  userName: `lower(trim(u.first_name || ' ' || u.last_name))`,
  energy: 'energy',
  expense: 'expense',
} as const;

/**
 * The drivers of a company (or of all companies) with their month figures, computed straight from
 * the sessions table and ordered as the table should be: the sort field, then the name, then the id.
 */
export async function expectedDrivers(
  database: Database,
  companyId: string | null,
  month: { from: Date; to: Date },
  sort: keyof typeof SORT = 'expense',
  dir: 'asc' | 'desc' = 'desc',
): Promise<ExpectedDriver[]> {
  const tie = sort === 'userName' ? '' : `, lower(trim(u.first_name || ' ' || u.last_name)) ${dir}`;
  // Across companies expense sorts within each currency.
  const currency =
    sort === 'expense' && !companyId
      ? `(case c.country when 'SWITZERLAND' then 'CHF' when 'UNITED_STATES' then 'USD' when 'GERMANY' then 'EUR' when 'AUSTRIA' then 'EUR' else '' end) ${dir}, `
      : '';
  const rows = await database.query<ExpectedDriver>(
    `select u.id,
            coalesce(sum(s.watt_hours) filter (where s.source <> 'EXTERNAL' and s.review_status <> 'IGNORED'), 0)::bigint as energy,
            coalesce(sum(s.expense_minor) filter (where s.source <> 'EXTERNAL' and s.review_status <> 'IGNORED'), 0)::bigint as expense
       from users u
       left join companies c on c.id = u.company_id
       left join charging_sessions s
         on s.user_id = u.id and s.company_id = u.company_id and s.start_date >= $1 and s.start_date < $2
      where u.role = 'USER' and ($3::uuid is null or u.company_id = $3::uuid)
      group by u.id, c.name, c.country
      order by ${currency}${SORT[sort]} ${dir}${tie}, u.id ${dir}`,
    [month.from.toISOString(), month.to.toISOString(), companyId],
  );
  return rows.map((r) => ({ id: r.id, energy: Number(r.energy), expense: Number(r.expense) }));
}
