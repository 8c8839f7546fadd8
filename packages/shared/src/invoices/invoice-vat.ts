import type { Country } from '../common/enums.ts';
import { taxMinor } from '../common/money.ts';
import { isValidVatNumber } from '../companies/vat-number.ts';

/*
 * VAT of an invoice from the product to a company (docs/decisions/0018).
 * The seller is established in Germany. The rate follows the buyer's country (AT 20 %, DE 19 %,
 * CH 8.1 %, US 0 %) unless the company has a rate of its own; an EU company in another EU country
 * with a well-formed VAT number is invoiced without VAT under the reverse-charge rule.
 * Categories are those of EN 16931 (UNCL 5305), each used only where its meaning is true:
 * - S standard rate: any rate above 0;
 * - AE reverse charge: a business customer in another EU country with a VAT number;
 * - O not subject to VAT: a business customer outside the EU at 0 %, whose place of supply is
 *   abroad (§ 3a (2) UStG), so German VAT does not arise at all;
 * - E exempt: a customer in the EU whose own agreed rate is 0 %.
 * Z (zero rated, a taxable supply at 0 %) fits none of the product's invoices: it is not written.
 */

export const SELLER_COUNTRY: Country = 'GERMANY';
export const EU_COUNTRIES: readonly Country[] = ['AUSTRIA', 'GERMANY'];

export const DEFAULT_VAT_RATE_BP: Record<Country, number> = {
  AUSTRIA: 2000,
  GERMANY: 1900,
  SWITZERLAND: 810,
  UNITED_STATES: 0,
};

export const VAT_CATEGORIES = ['S', 'AE', 'O', 'E'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** Days between the invoice date and the due date. */
export const PAYMENT_TERM_DAYS = 14;

export interface VatInput {
  country: Country;
  vatNumber: string | null | undefined;
  /** The company's own rate in basis points, when set. */
  companyRateBp?: number | null;
}

export interface InvoiceVat {
  rateBp: number;
  category: VatCategory;
  reverseCharge: boolean;
}

/** The rate and category an invoice to this buyer carries. */
export function invoiceVat({ country, vatNumber, companyRateBp }: VatInput): InvoiceVat {
  const number = vatNumber?.trim();
  const crossBorderEu = country !== SELLER_COUNTRY && EU_COUNTRIES.includes(country) && EU_COUNTRIES.includes(SELLER_COUNTRY);
  if (crossBorderEu && number && isValidVatNumber(country, number)) return { rateBp: 0, category: 'AE', reverseCharge: true };
  const rateBp = companyRateBp ?? DEFAULT_VAT_RATE_BP[country];
  if (rateBp > 0) return { rateBp, category: 'S', reverseCharge: false };
  return { rateBp: 0, category: EU_COUNTRIES.includes(country) ? 'E' : 'O', reverseCharge: false };
}

export interface LineAmounts {
  quantity: number;
  unitPriceMinor: number;
}

export interface InvoiceTotals {
  lineNets: number[];
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/**
 * Line nets (quantity x unit price), their sum, the tax computed once on that sum and rounded
 * half-up, and gross = net + tax exactly. Every amount in minor units.
 */
export function invoiceTotals(lines: readonly LineAmounts[], rateBp: number): InvoiceTotals {
  const lineNets = lines.map((l) => l.quantity * l.unitPriceMinor);
  const netMinor = lineNets.reduce((a, b) => a + b, 0);
  const tax = taxMinor(netMinor, rateBp);
  return { lineNets, netMinor, taxMinor: tax, grossMinor: netMinor + tax };
}

/** 1900 -> "19", 810 -> "8.1", 2050 -> "20.5": a rate in percent without trailing zeros. */
export function vatRatePercent(rateBp: number): string {
  const whole = Math.floor(rateBp / 100);
  const frac = String(rateBp % 100).padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
