import { describe, expect, it } from 'vitest';
import { isValidVatNumber, normalizeVatNumber } from './vat-number.ts';

describe('VAT number shape by country', () => {
  it.each([
    ['GERMANY', 'DE123456789', true],
    ['GERMANY', 'de 123 456 789', true],
    ['GERMANY', 'DE12345678', false],
    ['GERMANY', 'ATU12345678', false],
    ['AUSTRIA', 'ATU12345678', true],
    ['AUSTRIA', 'AT12345678', false],
    ['SWITZERLAND', 'CHE-123.456.789 MWST', true],
    ['SWITZERLAND', 'CHE-123.456.789 TVA', true],
    ['SWITZERLAND', 'CHE123456789', true],
    ['SWITZERLAND', 'CHE-123.456.78', false],
    ['UNITED_STATES', '12-3456789', true],
    ['UNITED_STATES', '123456789', true],
    ['UNITED_STATES', 'EIN 12', false],
  ] as const)('%s %s -> %s', (country, value, ok) => {
    expect(isValidVatNumber(country, value)).toBe(ok);
  });

  it('an empty number passes everywhere', () => {
    expect(isValidVatNumber('GERMANY', '')).toBe(true);
    expect(isValidVatNumber('UNITED_STATES', null)).toBe(true);
  });

  it('normalises case and grouping spaces, keeping the Swiss suffix', () => {
    expect(normalizeVatNumber('AUSTRIA', ' atu 1234 5678 ')).toBe('ATU12345678');
    expect(normalizeVatNumber('SWITZERLAND', 'che-123.456.789   mwst')).toBe('CHE-123.456.789 MWST');
  });
});
