import i18n from 'i18next';
import { LOCALE_OF, type Language } from '@fleetwatt/shared';

/*
 * Display formats of spec section 9, in the language of the dashboard: money with 2 decimals,
 * tariffs per kWh with 4, energy in kWh with 3, kilometres with none, percentages with 2, dates
 * with two-digit parts in UTC. Values arrive as the API stores them: integer minor units, integer
 * ten-thousandths for tariffs, integer watt-hours.
 */

/** Shown where a value is missing. */
export const EMPTY_VALUE = '–';

/** The dashboard language right now: German for any German variant, otherwise English. */
export function uiLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return lng?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export const localeOf = (lang: Language = uiLanguage()) => LOCALE_OF[lang];

type Num = number | null | undefined;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(LOCALE_OF[lang], options)));
  return f;
}
function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(LOCALE_OF[lang], options)));
  return f;
}

const present = (v: Num): v is number => typeof v === 'number' && Number.isFinite(v);

/** 123456 cents in EUR -> "€1,234.56" (en) or "1.234,56 €" (de). */
export function formatMoney(minorUnits: Num, currency: string, lang: Language = uiLanguage()): string {
  if (!present(minorUnits)) return EMPTY_VALUE;
  return numberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minorUnits / 100,
  );
}

/** 3250 ten-thousandths in EUR -> "€0.3250/kWh" (en) or "0,3250 €/kWh" (de). */
export function formatTariff(tenThousandths: Num, currency: string, lang: Language = uiLanguage()): string {
  if (!present(tenThousandths)) return EMPTY_VALUE;
  const price = numberFormat(lang, {
    style: 'currency',
    currency,
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(tenThousandths / 10_000);
  return `${price}/kWh`;
}

/** 12345 Wh -> "12.345 kWh" (en) or "12,345 kWh" (de). */
export function formatEnergy(wattHours: Num, lang: Language = uiLanguage()): string {
  if (!present(wattHours)) return EMPTY_VALUE;
  return `${numberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(wattHours / 1000)} kWh`;
}

/** 12345.6 -> "12,346 km" (en) or "12.346 km" (de). */
export function formatKm(km: Num, lang: Language = uiLanguage()): string {
  if (!present(km)) return EMPTY_VALUE;
  return `${numberFormat(lang, { maximumFractionDigits: 0 }).format(km)} km`;
}

/** A percentage given in percent: 12.5 -> "12.50%" (en) or "12,50 %" (de). */
export function formatPercent(percent: Num, lang: Language = uiLanguage()): string {
  if (!present(percent)) return EMPTY_VALUE;
  return numberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}

/** A change against the previous period, always signed: 3.2 -> "+3.20%", -1 -> "-1.00%". */
export function formatPercentChange(percent: Num, lang: Language = uiLanguage()): string {
  if (!present(percent)) return EMPTY_VALUE;
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}

/** A plain count or number with the language's grouping. */
export function formatNumber(value: Num, lang: Language = uiLanguage(), decimals = 0): string {
  if (!present(value)) return EMPTY_VALUE;
  return numberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The UTC day in two-digit parts: "11/21/26" (en), "21.11.26" (de). A bare "2026-11-21" is that day. */
export function formatDate(value: DateInput, lang: Language = uiLanguage()): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  return dateFormat(lang, { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'UTC' }).format(d);
}

/** Date and time in UTC: "11/21/26, 07:05 AM" (en), "21.11.26, 07:05" (de). */
export function formatDateTime(value: DateInput, lang: Language = uiLanguage()): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  return dateFormat(lang, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(d);
}

/** Month names of the language, January first, for month pickers. */
export function monthNames(lang: Language = uiLanguage()): string[] {
  const f = dateFormat(lang, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => f.format(new Date(Date.UTC(2000, i, 1))));
}
