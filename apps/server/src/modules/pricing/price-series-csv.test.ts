import { describe, expect, it } from 'vitest';
import { parsePriceSeriesCsv } from './price-series-csv.ts';

describe('reading an hourly price file', () => {
  it('takes a header, commas or semicolons with a decimal comma, and any time zone on the hour', () => {
    const parsed = parsePriceSeriesCsv(
      'hour_start,price_per_kwh\n2026-01-01T00:00:00Z,0.2512\n\n2026-01-01T02:00:00+01:00;0,3\n',
      'en',
    );
    expect(parsed).toEqual({
      ok: true,
      points: [
        { hourStart: new Date('2026-01-01T00:00:00Z'), pricePerKwh: 2512 },
        { hourStart: new Date('2026-01-01T01:00:00Z'), pricePerKwh: 3000 },
      ],
    });
  });

  it('names every bad line', () => {
    const parsed = parsePriceSeriesCsv(
      ['2026-01-01T00:00:00Z,0.25', '2026-01-01T00:30:00Z,0.25', 'yesterday,0.25', '2026-01-01T01:00:00Z,0.12345', '2026-01-01T00:00:00Z,0.30', '2026-01-01T03:00:00Z'].join('\n'),
      'en',
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        'Line 2: 2026-01-01T00:30:00Z is not the start of an hour',
        'Line 3: "yesterday" is not an hour in ISO format such as 2026-01-01T13:00:00Z',
        'Line 4: "0.12345" is not a price per kWh with up to 4 decimals',
        'Line 5: the hour 2026-01-01T00:00:00.000Z appears twice',
        'Line 6: expected an hour and a price separated by a comma or semicolon',
      ],
    });
    expect(parsePriceSeriesCsv('hour,price\n', 'de')).toEqual({ ok: false, problems: ['Die Datei enthält keine Preise.'] });
  });
});
