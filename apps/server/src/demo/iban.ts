/** ISO 13616 check digits: 98 - (BBAN + country + "00" as digits) mod 97. */
export function ibanCheckDigits(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.toUpperCase();
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

export const makeIban = (country: string, bban: string) => `${country}${ibanCheckDigits(country, bban)}${bban}`;

/** True when the check digits of an IBAN (without spaces) are right. */
export function isValidIban(iban: string): boolean {
  const country = iban.slice(0, 2);
  return iban.slice(2, 4) === ibanCheckDigits(country, iban.slice(4));
}
