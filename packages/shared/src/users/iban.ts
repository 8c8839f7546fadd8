/**
 * IBAN checks (ISO 13616): the length the account's country prescribes and the mod-97 checksum.
 * Used by the payment-account form and by the server, so both refuse the same numbers.
 */

/** IBAN length by country code, per the IBAN registry. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20,
};

export const IBAN_PROBLEMS = ['EMPTY', 'FORMAT', 'COUNTRY', 'LENGTH', 'CHECKSUM'] as const;
export type IbanProblem = (typeof IBAN_PROBLEMS)[number];

/** "de89 3704 0044 0532 0130 00" -> "DE89370400440532013000": spaces gone, upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The remainder of a string of digits divided by 97, taken a few digits at a time so no number overflows. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) {
    rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  }
  return rest;
}

/** What is wrong with an IBAN (after normalising), or null when it is valid. */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!iban) return 'EMPTY';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'FORMAT';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return 'COUNTRY';
  if (iban.length !== length) return 'LENGTH';
  // Move the country code and check digits to the end, letters become 10..35, the whole must be 1 mod 97.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return mod97(digits) === 1 ? null : 'CHECKSUM';
}

export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}
