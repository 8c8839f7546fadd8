import {
  COUNTRIES,
  CURRENCY_BY_COUNTRY,
  pricingMessage,
  type CompanyPriceRules,
  type CreateFlatRate,
  type Country,
  type Currency,
  type FlatRate,
  type Language,
  type PriceSeries,
  type PriceSeriesPoint,
  type PriceSeriesUploadResult,
  type UpdateCompanyPriceRules,
  utcToday,
} from '@fleetwatt/shared';
import type { Database, SqlClient } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { parsePriceSeriesCsv } from './price-series-csv.ts';
import { repriceStoredSessions } from './pricing.ts';
import { pricingRepository, type FlatRateRow, type PriceSeriesRow } from './pricing.repository.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const toFlatRate = (r: FlatRateRow): FlatRate => ({
  id: r.id,
  country: r.country,
  validFrom: r.valid_from,
  pricePerKwh: Number(r.price_per_kwh),
  currency: r.currency,
  createdAt: iso(r.created_at)!,
});

const toSeries = (r: PriceSeriesRow): PriceSeries => ({
  id: r.id,
  name: r.name,
  currency: r.currency,
  pointCount: Number(r.point_count),
  firstHour: iso(r.first_hour),
  lastHour: iso(r.last_hour),
  averagePrice: r.average_price === null ? null : Number(r.average_price),
  tariffCount: Number(r.tariff_count),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});


/** Re-prices the sessions of every company that reimburses the country's drivers with the flat rate. */
async function repriceFlatRateUsers(tx: SqlClient, country: Country): Promise<void> {
  for (const { company_id, user_ids } of await pricingRepository(tx).flatRateUsers(country)) {
    await repriceStoredSessions(tx, { companyId: company_id, userIds: user_ids });
  }
}

export function pricingService(database: Database) {
  const reads = pricingRepository(database);

  return {
    async flatRates(country?: Country): Promise<FlatRate[]> {
      return (await reads.flatRates(country)).map(toFlatRate);
    },

    /** A new dated flat rate; the sessions it now prices are priced again. */
    async addFlatRate(principal: Principal, body: CreateFlatRate, lang: Language): Promise<FlatRate> {
      return database.transaction(async (tx) => {
        const row = await pricingRepository(tx).insertFlatRate({
          ...body,
          currency: CURRENCY_BY_COUNTRY[body.country],
          createdBy: principal.userId,
        });
        if (!row) throw conflict(pricingMessage('flatRateExists', lang, { country: body.country, date: body.validFrom }));
        await repriceFlatRateUsers(tx, body.country);
        return toFlatRate(row);
      });
    },

    async removeFlatRate(id: string): Promise<void> {
      await database.transaction(async (tx) => {
        const row = await pricingRepository(tx).deleteFlatRate(id);
        if (!row) throw notFound('flatRate');
        await repriceFlatRateUsers(tx, row.country);
      });
    },

    /** The company's choice for every country (TARIFF where it made none), with today's flat rate. */
    async companyRules(scope: TenantScope, companyId: string): Promise<CompanyPriceRules> {
      if (scope.companyId && scope.companyId !== companyId) throw notFound('company');
      const company = await reads.company(companyId);
      if (!company) throw notFound('company');
      const [rules, rates] = await Promise.all([reads.rules(companyId), reads.currentFlatRates(utcToday())]);
      const currency = CURRENCY_BY_COUNTRY[company.country];
      return {
        companyId,
        companyName: company.name,
        rules: COUNTRIES.map((country) => {
          const rate = rates.find((r) => r.country === country && r.currency === currency);
          return {
            country,
            rule: rules.find((r) => r.country === country)?.rule ?? 'TARIFF',
            currentFlatRate: rate ? toFlatRate(rate) : null,
          };
        }),
      };
    },

    /** Saves the choice per country and re-prices the sessions of the drivers living there. */
    async saveCompanyRules(principal: Principal, scope: TenantScope, companyId: string, body: UpdateCompanyPriceRules) {
      if (scope.companyId && scope.companyId !== companyId) throw notFound('company');
      await database.transaction(async (tx) => {
        const repo = pricingRepository(tx);
        if (!(await repo.company(companyId))) throw notFound('company');
        const before = new Map((await repo.rules(companyId)).map((r) => [r.country, r.rule]));
        const changed: Country[] = [];
        for (const { country, rule } of body.rules) {
          if ((before.get(country) ?? 'TARIFF') !== rule) changed.push(country);
          await repo.saveRule(companyId, country, rule, principal.userId);
        }
        if (changed.length) {
          const userIds = await repo.driversIn(companyId, changed);
          if (userIds.length) await repriceStoredSessions(tx, { companyId, userIds });
        }
      });
      return this.companyRules(scope, companyId);
    },

    async seriesList(): Promise<PriceSeries[]> {
      return (await reads.seriesList()).map(toSeries);
    },

    async points(id: string, from: Date, to: Date): Promise<PriceSeriesPoint[]> {
      if (!(await reads.series(id))) throw notFound('priceSeries');
      return (await reads.points(id, from, to)).map((p) => ({ hourStart: iso(p.hour_start)!, pricePerKwh: Number(p.price_per_kwh) }));
    },

    /**
     * A series from a CSV file: a new one (name and currency) or more hours for an existing one
     * (hours it already has take the new price). Sessions of the tariffs following it are priced again.
     */
    async upload(
      principal: Principal,
      target: { seriesId: string } | { name: string; currency: Currency },
      csv: string,
      lang: Language,
    ): Promise<PriceSeriesUploadResult> {
      const parsed = parsePriceSeriesCsv(csv, lang);
      if (!parsed.ok) throw badRequest(parsed.problems[0]!, parsed.problems.map((message) => ({ field: 'file', message })));
      return database.transaction(async (tx) => {
        const repo = pricingRepository(tx);
        let seriesId: string;
        if ('seriesId' in target) {
          if (!(await repo.lockSeries(target.seriesId))) throw notFound('priceSeries');
          seriesId = target.seriesId;
        } else {
          const id = await repo.insertSeries(target.name, target.currency, principal.userId);
          if (!id) throw conflict(pricingMessage('seriesNameTaken', lang));
          seriesId = id;
        }
        await repo.upsertPoints(seriesId, parsed.points);
        let repriced = 0;
        for (const { company_id, tariff_ids } of await repo.seriesTariffs(seriesId)) {
          repriced += await repriceStoredSessions(tx, { companyId: company_id, tariffIds: tariff_ids });
        }
        return { series: toSeries((await repo.series(seriesId))!), imported: parsed.points.length, repriced };
      });
    },
  };
}
