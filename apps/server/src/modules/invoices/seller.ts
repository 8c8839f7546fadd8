import type { Country } from '@fleetwatt/shared';
import { SELLER_COUNTRY } from '@fleetwatt/shared';

/** Who issues the invoices: the operator of the product, as every invoice and e-invoice names it. */
export const SELLER = {
  name: 'Fleetwatt GmbH',
  street: 'Torstraße 140',
  zip: '10119',
  city: 'Berlin',
  country: SELLER_COUNTRY satisfies Country,
  countryCode: 'DE',
  vatId: 'DE298765432',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 212345 B',
  /** The commercial register number, the seller's legal registration identifier in the e-invoice (BT-30). */
  registerNumber: 'HRB 212345 B',
  managingDirector: 'Jana Albers',
  contactName: 'Fleetwatt Billing',
  email: 'billing@fleetwatt.example',
  phone: '+49 30 1234567',
  web: 'www.fleetwatt.example',
  bank: 'Commerzbank Berlin',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
} as const;

/** "DE89370400440532013000" -> "DE89 3704 0044 0532 0130 00". */
export const groupedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** ISO 3166-1 alpha-2 codes of the product's countries. */
export const COUNTRY_CODES: Record<Country, string> = { AUSTRIA: 'AT', GERMANY: 'DE', SWITZERLAND: 'CH', UNITED_STATES: 'US' };
