import { LOCALE_OF, type Language } from '@fleetwatt/shared';

/*
 * Numbers, money and dates as a printed document shows them in its language. Intl's non-breaking
 * spaces become plain ones, so the standard PDF fonts print them and extracted text reads simply.
 */

const plainSpaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** 123456 cents in EUR -> "€1,234.56" (en) or "1.234,56 €" (de). Integer minor units, never a float sum. */
export function pdfMoney(minor: number, currency: string, lang: Language): string {
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  const grouped = plainSpaces(new Intl.NumberFormat(LOCALE_OF[lang], { maximumFractionDigits: 0 }).format(whole));
  const amount = `${grouped}${lang === 'de' ? ',' : '.'}${cents}`;
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  const text = lang === 'de' ? `${amount} ${symbol}` : symbol.length === 1 ? `${symbol}${amount}` : `${symbol} ${amount}`;
  return negative ? `-${text}` : text;
}

const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', CHF: 'CHF' };

/** A number with a fixed count of decimals in the language: 8.1 -> "8,1" (de). */
export function pdfDecimal(value: number, decimals: number, lang: Language): string {
  return plainSpaces(
    new Intl.NumberFormat(LOCALE_OF[lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value),
  );
}

/** A plain count with the language's grouping. */
export function pdfInteger(value: number, lang: Language): string {
  return plainSpaces(new Intl.NumberFormat(LOCALE_OF[lang], { maximumFractionDigits: 0 }).format(value));
}

/** A UTC calendar day: "21.11.2026" (de) or "Nov 21, 2026" (en). Takes a Date or "YYYY-MM-DD". */
export function pdfDate(value: Date | string, lang: Language): string {
  const d = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const options: Intl.DateTimeFormatOptions =
    lang === 'de'
      ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return plainSpaces(new Intl.DateTimeFormat(LOCALE_OF[lang], options).format(d));
}
