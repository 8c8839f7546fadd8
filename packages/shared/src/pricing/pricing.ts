import { z } from 'zod';
import { COUNTRIES, CURRENCIES } from '../common/enums.ts';
import type { Language } from '../i18n/validation-messages.ts';
import { formatMessage, type MessageKeyOf } from '../i18n/plural.ts';

/*
 * Pricing rules beyond the driver's own tariff (docs/decisions/0016): a company chooses per country
 * which price reimburses home charging (Germany's tax-free rule from 2026), administrators keep the
 * flat statistical rates per country with a dated history, and upload the hourly price series that
 * dynamic tariffs follow. Prices per kWh in ten-thousandths of the currency unit.
 */

/**
 * TARIFF: metered kWh x the driver's own price (the default).
 * TARIFF_WITH_BASE_FEE: the same, and the tariff's monthly base fee share is reimbursed once a month
 * on the receipt (sessions show TARIFF_WITH_BASE_FEE when their tariff carries one).
 * FLAT_RATE: metered kWh x the country's flat statistical rate valid on the session's day.
 */
export const COMPANY_PRICE_RULES = ['TARIFF', 'TARIFF_WITH_BASE_FEE', 'FLAT_RATE'] as const;
export type CompanyPriceRule = (typeof COMPANY_PRICE_RULES)[number];

const isoDay = z.iso.date();
const price = z.number().int().min(0).max(1_000_000);

// ---------------------------------------------------------------------------------------------
// Flat rates: GET/POST /backend/flat-rates, DELETE /backend/flat-rates/{id}
// ---------------------------------------------------------------------------------------------

export const ZFlatRate = z.object({
  id: z.uuid(),
  country: z.enum(COUNTRIES),
  /** The rate applies from this UTC day until the next rate of the country. */
  validFrom: isoDay,
  pricePerKwh: z.number().int(),
  currency: z.enum(CURRENCIES),
  createdAt: z.iso.datetime(),
});
export type FlatRate = z.infer<typeof ZFlatRate>;
export const ZFlatRateList = z.array(ZFlatRate);

export const ZFlatRateQuery = z.object({ country: z.enum(COUNTRIES).optional() });

export const ZCreateFlatRate = z.object({
  country: z.enum(COUNTRIES),
  validFrom: isoDay,
  pricePerKwh: price,
});
export type CreateFlatRate = z.infer<typeof ZCreateFlatRate>;

export const ZFlatRateIdParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Company choice per country: GET/PUT /backend/companies/{id}/price-rules
// ---------------------------------------------------------------------------------------------

export const ZCompanyPriceRule = z.object({
  country: z.enum(COUNTRIES),
  rule: z.enum(COMPANY_PRICE_RULES),
  /** The flat rate valid today for the country, shown beside the choice. */
  currentFlatRate: ZFlatRate.nullable(),
});
export type CompanyPriceRuleItem = z.infer<typeof ZCompanyPriceRule>;

export const ZCompanyPriceRules = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  rules: z.array(ZCompanyPriceRule),
});
export type CompanyPriceRules = z.infer<typeof ZCompanyPriceRules>;

export const ZUpdateCompanyPriceRules = z.object({
  rules: z
    .array(z.object({ country: z.enum(COUNTRIES), rule: z.enum(COMPANY_PRICE_RULES) }))
    .min(1)
    .max(COUNTRIES.length),
});
export type UpdateCompanyPriceRules = z.infer<typeof ZUpdateCompanyPriceRules>;

export const ZCompanyIdParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Hourly price series: GET/POST /backend/price-series, POST /backend/price-series/{id}/points
// ---------------------------------------------------------------------------------------------

export const ZPriceSeries = z.object({
  id: z.uuid(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  pointCount: z.number().int(),
  firstHour: z.iso.datetime().nullable(),
  lastHour: z.iso.datetime().nullable(),
  /** Mean of the hourly prices, ten-thousandths per kWh (rounded half-up). */
  averagePrice: z.number().int().nullable(),
  /** Tariffs that follow the series. */
  tariffCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PriceSeries = z.infer<typeof ZPriceSeries>;
export const ZPriceSeriesList = z.array(ZPriceSeries);
export const ZPriceSeriesIdParams = z.object({ id: z.uuid() });

export const ZPriceSeriesUploadResult = z.object({
  series: ZPriceSeries,
  /** Hours read from the file (new or replaced). */
  imported: z.number().int(),
  /** Charging sessions whose price changed. */
  repriced: z.number().int(),
});
export type PriceSeriesUploadResult = z.infer<typeof ZPriceSeriesUploadResult>;

export const ZPriceSeriesPointsQuery = z.object({ from: z.iso.datetime(), to: z.iso.datetime() });
export const ZPriceSeriesPoint = z.object({ hourStart: z.iso.datetime(), pricePerKwh: z.number().int() });
export const ZPriceSeriesPoints = z.array(ZPriceSeriesPoint);
export type PriceSeriesPoint = z.infer<typeof ZPriceSeriesPoint>;

/** The most lines a series file may have (about eleven years of hours). */
export const PRICE_SERIES_MAX_LINES = 100_000;

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

const MESSAGES = {
  en: {
    flatRateExists: 'There is already a flat rate for {country} from {date}.',
    seriesNameTaken: 'A price series with this name already exists.',
    seriesNameRequired: 'Please name the price series',
    seriesCurrency: 'Currency: Value must be one of the list',
    fileRequired: 'Please choose a CSV file.',
    csvEmpty: 'The file has no prices.',
    csvTooLong: 'The file has more than {max} lines.',
    csvLine: 'Line {line}: {problem}',
    csvColumns: 'expected an hour and a price separated by a comma or semicolon',
    csvHour: '"{value}" is not an hour in ISO format such as 2026-01-01T13:00:00Z',
    csvNotFullHour: '{value} is not the start of an hour',
    csvPrice: '"{value}" is not a price per kWh with up to 4 decimals',
    csvDuplicate: 'the hour {value} appears twice',
    csvMore_one: '… and {count} more problem',
    csvMore_other: '… and {count} more problems',
    priceFormat: 'Enter the price per kWh with up to 4 decimals, for example 0.3250',
    countryRequired: 'Please select a country',
    dateRequired: 'Please enter the date the rate applies from',
  },
  de: {
    flatRateExists: 'Für {country} gibt es bereits eine Pauschale ab {date}.',
    seriesNameTaken: 'Es gibt bereits eine Preisreihe mit diesem Namen.',
    seriesNameRequired: 'Bitte geben Sie der Preisreihe einen Namen',
    seriesCurrency: 'Währung: Wert muss einer aus der Liste sein',
    fileRequired: 'Bitte wählen Sie eine CSV-Datei aus.',
    csvEmpty: 'Die Datei enthält keine Preise.',
    csvTooLong: 'Die Datei hat mehr als {max} Zeilen.',
    csvLine: 'Zeile {line}: {problem}',
    csvColumns: 'erwartet werden eine Stunde und ein Preis, getrennt durch Komma oder Semikolon',
    csvHour: '„{value}“ ist keine Stunde im ISO-Format wie 2026-01-01T13:00:00Z',
    csvNotFullHour: '{value} ist kein Stundenbeginn',
    csvPrice: '„{value}“ ist kein Preis pro kWh mit höchstens 4 Nachkommastellen',
    csvDuplicate: 'die Stunde {value} kommt zweimal vor',
    csvMore_one: '… und {count} weiterer Fehler',
    csvMore_other: '… und {count} weitere Fehler',
    priceFormat: 'Geben Sie den Preis pro kWh mit höchstens 4 Nachkommastellen ein, zum Beispiel 0,3250',
    countryRequired: 'Bitte wählen Sie ein Land aus',
    dateRequired: 'Bitte geben Sie das Datum ein, ab dem die Pauschale gilt',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PricingMessageKey = MessageKeyOf<(typeof MESSAGES)['en']>;

export function pricingMessage(key: PricingMessageKey, lang: Language = 'en', params: Record<string, string | number> = {}): string {
  return formatMessage(MESSAGES[lang], key, lang, params);
}
