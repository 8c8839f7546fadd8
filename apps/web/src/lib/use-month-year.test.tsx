import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MonthYearFilter } from '../components/ui/month-year-filter.tsx';
import { renderWithProviders } from '../components/ui/test-utils.tsx';
import { currentMonthYear, parseMonth, parseYear, readMonthYear } from './use-month-year.ts';

describe('parseYear', () => {
  it('accepts 2000 to 2036 only', () => {
    expect(parseYear('2000')).toBe(2000);
    expect(parseYear('2036')).toBe(2036);
    expect(parseYear(2026)).toBe(2026);
    expect(parseYear('1999')).toBeNull();
    expect(parseYear('2037')).toBeNull();
    expect(parseYear('20x6')).toBeNull();
    expect(parseYear('2026.5')).toBeNull();
    expect(parseYear('')).toBeNull();
    expect(parseYear(null)).toBeNull();
  });
});

describe('parseMonth', () => {
  it('accepts 1 to 12 only', () => {
    expect(parseMonth('1')).toBe(1);
    expect(parseMonth('12')).toBe(12);
    expect(parseMonth('03')).toBe(3);
    expect(parseMonth('0')).toBeNull();
    expect(parseMonth('13')).toBeNull();
    expect(parseMonth('-1')).toBeNull();
    expect(parseMonth('feb')).toBeNull();
  });
});

describe('readMonthYear', () => {
  const now = new Date('2026-11-30T23:30:00Z');
  it('defaults to the current UTC month', () => {
    expect(currentMonthYear(now)).toEqual({ year: 2026, month: 11 });
    expect(readMonthYear(new URLSearchParams(''), now)).toEqual({ year: 2026, month: 11 });
  });
  it('reads y and m, ignoring values out of range', () => {
    expect(readMonthYear(new URLSearchParams('y=2024&m=2'), now)).toEqual({ year: 2024, month: 2 });
    expect(readMonthYear(new URLSearchParams('y=1999&m=13'), now)).toEqual({ year: 2026, month: 11 });
  });
  it('an empty m is the empty option: the whole year', () => {
    expect(readMonthYear(new URLSearchParams('y=2025&m='), now)).toEqual({ year: 2025, month: null });
  });
});

describe('MonthYearFilter', () => {
  it('offers an empty month option and keeps the choice in the URL, back on page 0', async () => {
    const { search } = renderWithProviders(<MonthYearFilter />, { route: '/list?y=2025&m=3&page=4' });
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    expect(month.value).toBe('3');
    expect(Array.from(month.options).map((o) => o.value)).toEqual(['', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    await userEvent.selectOptions(month, '');
    expect(search().get('m')).toBe('');
    expect(search().has('page')).toBe(false);
    await userEvent.selectOptions(month, 'July');
    expect(search().get('m')).toBe('7');
  });

  it('takes only years from 2000 to 2036', async () => {
    const { search } = renderWithProviders(<MonthYearFilter />, { route: '/list?y=2025' });
    const year = screen.getByLabelText('Year');
    fireEvent.change(year, { target: { value: '1999' } });
    expect(search().get('y')).toBe('2025');
    fireEvent.change(year, { target: { value: '2040' } });
    expect(search().get('y')).toBe('2025');
    fireEvent.change(year, { target: { value: '2030' } });
    expect(search().get('y')).toBe('2030');
  });
});
