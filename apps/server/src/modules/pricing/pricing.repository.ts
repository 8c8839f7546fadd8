import type { CompanyPriceRule, Country, Currency } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { flatRates, priceSeries, priceSeriesPoints } from '../../db/schema/index.ts';

export type FlatRateRow = RowOf<typeof flatRates, 'id' | 'country' | 'valid_from' | 'price_per_kwh' | 'currency' | 'created_at'>;

export type PriceSeriesRow = RowOf<typeof priceSeries, 'id' | 'name' | 'currency' | 'created_at' | 'updated_at'> & {
  point_count: number;
  first_hour: ColumnOf<typeof priceSeriesPoints, 'hour_start'> | null;
  last_hour: ColumnOf<typeof priceSeriesPoints, 'hour_start'> | null;
  average_price: number | null;
  tariff_count: number;
};

const FLAT = `id, country, valid_from::text, price_per_kwh, currency, created_at`;

const SERIES = `select p.id, p.name, p.currency, p.created_at, p.updated_at,
    coalesce(a.point_count, 0)::int as point_count, a.first_hour, a.last_hour, a.average_price,
    (select count(*)::int from tariffs t where t.price_series_id = p.id) as tariff_count
  from price_series p
  left join lateral (
    select count(*)::int as point_count, min(hour_start) as first_hour, max(hour_start) as last_hour,
           round(avg(price_per_kwh))::int as average_price
      from price_series_points where series_id = p.id
  ) a on true`;

export function pricingRepository(db: SqlClient) {
  return {
    async flatRates(country?: Country): Promise<FlatRateRow[]> {
      return country
        ? db.query<FlatRateRow>(`select ${FLAT} from flat_rates where country = $1 order by country, valid_from desc`, [country])
        : db.query<FlatRateRow>(`select ${FLAT} from flat_rates order by country, valid_from desc`);
    },

    /** The rate of each country valid on the day. */
    async currentFlatRates(day: string): Promise<FlatRateRow[]> {
      return db.query<FlatRateRow>(
        `select distinct on (country) ${FLAT} from flat_rates where valid_from <= $1::date order by country, valid_from desc`,
        [day],
      );
    },

    async insertFlatRate(r: { country: Country; validFrom: string; pricePerKwh: number; currency: Currency; createdBy: string }) {
      const [row] = await db.query<FlatRateRow>(
        `insert into flat_rates (country, valid_from, price_per_kwh, currency, created_by) values ($1, $2, $3, $4, $5)
         on conflict (country, valid_from) do nothing returning ${FLAT}`,
        [r.country, r.validFrom, r.pricePerKwh, r.currency, r.createdBy],
      );
      return row;
    },

    async deleteFlatRate(id: string): Promise<FlatRateRow | undefined> {
      const [row] = await db.query<FlatRateRow>(`delete from flat_rates where id = $1 returning ${FLAT}`, [id]);
      return row;
    },

    /** Companies that reimburse a country's drivers with the flat rate, and those drivers. */
    async flatRateUsers(country: Country): Promise<{ company_id: string; user_ids: string[] }[]> {
      return db.query(
        `select r.company_id, array_agg(u.id)::text[] as user_ids
           from company_price_rules r
           join companies c on c.id = r.company_id
           join users u on u.company_id = r.company_id and u.role = 'USER' and coalesce(u.country, c.country) = r.country
          where r.country = $1 and r.rule = 'FLAT_RATE'
          group by r.company_id`,
        [country],
      );
    },

    async company(id: string): Promise<{ id: string; name: string; country: Country } | undefined> {
      const [row] = await db.query<{ id: string; name: string; country: Country }>(`select id, name, country from companies where id = $1`, [id]);
      return row;
    },

    async rules(companyId: string): Promise<{ country: Country; rule: CompanyPriceRule }[]> {
      return db.query(`select country, rule from company_price_rules where company_id = $1`, [companyId]);
    },

    async saveRule(companyId: string, country: Country, rule: CompanyPriceRule, by: string): Promise<void> {
      await db.query(
        `insert into company_price_rules (company_id, country, rule, updated_by) values ($1, $2, $3, $4)
         on conflict (company_id, country) do update set rule = excluded.rule, updated_by = excluded.updated_by, updated_at = now()`,
        [companyId, country, rule, by],
      );
    },

    /** The company's drivers living in the countries (the company's country for drivers without one). */
    async driversIn(companyId: string, countries: Country[]): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `select u.id from users u join companies c on c.id = u.company_id
          where u.company_id = $1 and u.role = 'USER' and coalesce(u.country, c.country) = any($2::text[])`,
        [companyId, countries],
      );
      return rows.map((r) => r.id);
    },

    async seriesList(): Promise<PriceSeriesRow[]> {
      return db.query<PriceSeriesRow>(`${SERIES} order by lower(p.name)`);
    },

    async series(id: string): Promise<PriceSeriesRow | undefined> {
      const [row] = await db.query<PriceSeriesRow>(`${SERIES} where p.id = $1`, [id]);
      return row;
    },

    async lockSeries(id: string): Promise<boolean> {
      return (await db.query(`select id from price_series where id = $1 for update`, [id])).length > 0;
    },

    async insertSeries(name: string, currency: Currency, by: string): Promise<string | undefined> {
      const [row] = await db.query<{ id: string }>(
        `insert into price_series (name, currency, created_by) values ($1, $2, $3) on conflict do nothing returning id`,
        [name, currency, by],
      );
      return row?.id;
    },

    /** Adds the hours, replacing the price of hours the series already has. */
    async upsertPoints(seriesId: string, points: { hourStart: Date; pricePerKwh: number }[]): Promise<void> {
      for (let i = 0; i < points.length; i += 5000) {
        const chunk = points.slice(i, i + 5000);
        await db.query(
          `insert into price_series_points (series_id, hour_start, price_per_kwh)
           select $1, h, p from unnest($2::timestamptz[], $3::int[]) as v(h, p)
           on conflict (series_id, hour_start) do update set price_per_kwh = excluded.price_per_kwh`,
          [seriesId, chunk.map((p) => p.hourStart.toISOString()), chunk.map((p) => p.pricePerKwh)],
        );
      }
      await db.query(`update price_series set updated_at = now() where id = $1`, [seriesId]);
    },

    async points(seriesId: string, from: Date, to: Date): Promise<{ hour_start: Date; price_per_kwh: number }[]> {
      return db.query(
        `select hour_start, price_per_kwh from price_series_points where series_id = $1 and hour_start >= $2 and hour_start < $3 order by hour_start`,
        [seriesId, from, to],
      );
    },

    /** The tariffs that follow a series, by company. */
    async seriesTariffs(seriesId: string): Promise<{ company_id: string; tariff_ids: string[] }[]> {
      return db.query(
        `select company_id, array_agg(id)::text[] as tariff_ids from tariffs where price_series_id = $1 group by company_id`,
        [seriesId],
      );
    },
  };
}
export type PricingRepository = ReturnType<typeof pricingRepository>;
