import { describe, expect, it } from 'vitest';
import { ibanProblem, isValidIban, normalizeIban } from './iban.ts';

describe('IBAN checker', () => {
  it('accepts a valid German IBAN, typed with spaces and in lower case', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('accepts valid IBANs of the countries the product serves and their neighbours', () => {
    for (const iban of ['AT611904300234573201', 'CH9300762011623852957', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NL91ABNA0417164300']) {
      expect(ibanProblem(iban), iban).toBeNull();
    }
  });

  it('refuses a number whose check digits do not match', () => {
    expect(ibanProblem('DE89370400440532013001')).toBe('CHECKSUM');
    expect(ibanProblem('DE88370400440532013000')).toBe('CHECKSUM');
  });

  it('refuses the wrong length for the country', () => {
    expect(ibanProblem('DE8937040044053201300')).toBe('LENGTH');
    expect(ibanProblem('AT6119043002345732010')).toBe('LENGTH');
  });

  it('refuses an unknown country, stray characters and an empty value', () => {
    expect(ibanProblem('ZZ89370400440532013000')).toBe('COUNTRY');
    expect(ibanProblem('DE89-3704-0044-0532-0130-00')).toBe('FORMAT');
    expect(ibanProblem('1234')).toBe('FORMAT');
    expect(ibanProblem('   ')).toBe('EMPTY');
    expect(ibanProblem('')).toBe('EMPTY');
  });
});
