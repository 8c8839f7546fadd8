import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../components/ui/test-utils.tsx';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatEnergy,
  formatKm,
  formatMoney,
  formatPercent,
  formatPercentChange,
  formatTariff,
  monthNames,
  uiLanguage,
} from './format.ts';

// Intl separates some units with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters in English', () => {
  it('money from cents with the currency and 2 decimals', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(plain(formatMoney(-250, 'CHF', 'en'))).toBe('-CHF 2.50');
  });
  it('tariffs per kWh with 4 decimals from ten-thousandths', () => {
    expect(formatTariff(3250, 'EUR', 'en')).toBe('€0.3250/kWh');
  });
  it('energy in kWh with 3 decimals from watt-hours', () => {
    expect(formatEnergy(1234567, 'en')).toBe('1,234.567 kWh');
    expect(formatEnergy(5, 'en')).toBe('0.005 kWh');
  });
  it('kilometres without decimals', () => {
    expect(formatKm(12345.6, 'en')).toBe('12,346 km');
  });
  it('percentages with 2 decimals, changes always signed', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.50%');
    expect(formatPercentChange(3.2, 'en')).toBe('+3.20%');
    expect(formatPercentChange(-1, 'en')).toBe('-1.00%');
    expect(formatPercentChange(0, 'en')).toBe('0.00%');
  });
  it('dates in two-digit parts in UTC', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'en')).toBe('11/21/26');
    expect(formatDate('2026-11-21', 'en')).toBe('11/21/26');
    expect(plain(formatDateTime('2026-11-21T07:05:00Z', 'en'))).toBe('11/21/26, 07:05 AM');
  });
});

describe('formatters in German', () => {
  it('money from cents with the currency and 2 decimals', () => {
    expect(plain(formatMoney(123456, 'EUR', 'de'))).toBe('1.234,56 €');
    expect(plain(formatMoney(-250, 'CHF', 'de'))).toBe('-2,50 CHF');
  });
  it('tariffs per kWh with 4 decimals', () => {
    expect(plain(formatTariff(3250, 'EUR', 'de'))).toBe('0,3250 €/kWh');
  });
  it('energy, kilometres and percentages', () => {
    expect(formatEnergy(1234567, 'de')).toBe('1.234,567 kWh');
    expect(formatKm(12345.4, 'de')).toBe('12.345 km');
    expect(plain(formatPercent(12.5, 'de'))).toBe('12,50 %');
    expect(plain(formatPercentChange(3.2, 'de'))).toBe('+3,20 %');
  });
  it('dates in two-digit parts in UTC: 21.11.26', () => {
    // 23:30 UTC is already the next day in Berlin; the UTC day is shown.
    expect(formatDate('2026-11-21T23:30:00Z', 'de')).toBe('21.11.26');
    expect(formatDate(new Date(Date.UTC(2026, 10, 21)), 'de')).toBe('21.11.26');
    expect(formatDateTime('2026-11-21T07:05:00Z', 'de')).toBe('21.11.26, 07:05');
  });
  it('month names', () => {
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('en')[0]).toBe('January');
  });
});

describe('formatters', () => {
  it('show a dash for missing values', () => {
    expect(formatMoney(null, 'EUR', 'en')).toBe(EMPTY_VALUE);
    expect(formatEnergy(undefined, 'de')).toBe(EMPTY_VALUE);
    expect(formatDate('not a date', 'en')).toBe(EMPTY_VALUE);
  });

  it('follow the dashboard language when none is given', async () => {
    await i18n.changeLanguage('de');
    expect(uiLanguage()).toBe('de');
    expect(formatEnergy(1500)).toBe('1,500 kWh');
    expect(formatDate('2026-11-21')).toBe('21.11.26');
    await i18n.changeLanguage('en');
    expect(formatEnergy(1500)).toBe('1.500 kWh');
  });
  afterAll(() => i18n.changeLanguage('en'));
});
