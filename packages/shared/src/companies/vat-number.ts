import type { Country } from '../common/enums.ts';

/*
 * A loose shape check of a company's VAT number by its country, so that typing mistakes show up
 * before an invoice goes out. It checks the form only, not the check digits and not whether the
 * number is registered (that needs the tax authorities' services).
 *   GERMANY        DE and 9 digits                       DE123456789
 *   AUSTRIA        ATU and 8 digits                      ATU12345678
 *   SWITZERLAND    CHE and 9 digits, optionally grouped   CHE-123.456.789 MWST, CHE123456789
 *                  and followed by MWST, TVA or IVA
 *   UNITED_STATES  none, or an EIN-like 9 digits          12-3456789
 */
const PATTERNS: Record<Country, RegExp> = {
  GERMANY: /^DE\d{9}$/,
  AUSTRIA: /^ATU\d{8}$/,
  SWITZERLAND: /^CHE-?\d{3}\.?\d{3}\.?\d{3}(?: (?:MWST|TVA|IVA))?$/,
  UNITED_STATES: /^\d{2}-?\d{7}$/,
};

/** An example of a well-formed number per country, for messages and placeholders. */
export const VAT_NUMBER_EXAMPLES: Record<Country, string> = {
  GERMANY: 'DE123456789',
  AUSTRIA: 'ATU12345678',
  SWITZERLAND: 'CHE-123.456.789 MWST',
  UNITED_STATES: '12-3456789',
};

/** Upper case, single spaces, no spaces at the ends; "de 123 456 789" becomes "DE123456789" for DE and AT. */
export function normalizeVatNumber(country: Country, value: string): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, ' ');
  // Only the Swiss form has a meaningful space (before MWST); elsewhere spaces are grouping.
  return country === 'SWITZERLAND' ? upper : upper.replace(/ /g, '');
}

/** Whether a (normalised) VAT number has the shape of its country; an empty one always passes. */
export function isValidVatNumber(country: Country, value: string | null | undefined): boolean {
  if (!value) return true;
  return PATTERNS[country].test(normalizeVatNumber(country, value));
}
