import { PRICE_SERIES_MAX_LINES, parseTariffPrice, pricingMessage, type Language } from '@fleetwatt/shared';

export interface SeriesPoint {
  hourStart: Date;
  pricePerKwh: number;
}

export type SeriesParse = { ok: true; points: SeriesPoint[] } | { ok: false; problems: string[] };

const HOUR_MS = 3_600_000;
const MAX_PROBLEMS = 20;
// An ISO instant with a time zone (Z or an offset); seconds and fractions optional.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An hourly price file: one hour per line, "hour start, price per kWh" (ISO instant with its time
 * zone, a price with up to 4 decimals), separated by a comma or a semicolon (then the price may use
 * a decimal comma). A header line and blank lines are skipped. Every problem is reported with its
 * line, up to twenty.
 */
export function parsePriceSeriesCsv(text: string, lang: Language): SeriesParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.length > PRICE_SERIES_MAX_LINES + 1) {
    return { ok: false, problems: [pricingMessage('csvTooLong', lang, { max: PRICE_SERIES_MAX_LINES })] };
  }
  const problems: string[] = [];
  const seen = new Set<number>();
  const points: SeriesPoint[] = [];
  const report = (line: number, problem: string) => problems.push(pricingMessage('csvLine', lang, { line, problem }));
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (!line) return;
    const cells = (line.includes(';') ? line.split(';') : line.split(',')).map((c) => c.trim().replace(/^"|"$/g, ''));
    if (index === 0 && !/^\d/.test(cells[0] ?? '')) return; // the header
    if (cells.length !== 2) return report(lineNo, pricingMessage('csvColumns', lang));
    const [hourText, priceText] = cells as [string, string];
    const at = ISO_INSTANT.test(hourText) ? Date.parse(hourText) : NaN;
    if (Number.isNaN(at)) return report(lineNo, pricingMessage('csvHour', lang, { value: hourText }));
    if (at % HOUR_MS !== 0) return report(lineNo, pricingMessage('csvNotFullHour', lang, { value: hourText }));
    const price = parseTariffPrice(priceText);
    if (price === null) return report(lineNo, pricingMessage('csvPrice', lang, { value: priceText }));
    if (seen.has(at)) return report(lineNo, pricingMessage('csvDuplicate', lang, { value: new Date(at).toISOString() }));
    seen.add(at);
    points.push({ hourStart: new Date(at), pricePerKwh: price });
  });
  if (problems.length) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(pricingMessage('csvMore', lang, { count: problems.length - MAX_PROBLEMS }));
    return { ok: false, problems: shown };
  }
  if (!points.length) return { ok: false, problems: [pricingMessage('csvEmpty', lang)] };
  return { ok: true, points };
}
