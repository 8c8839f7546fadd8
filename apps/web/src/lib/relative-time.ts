import { LOCALE_OF, type Language } from '@fleetwatt/shared';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago something happened, in words of the language: "3 days ago", "vor 2 Stunden". */
export function timeAgo(at: string | Date, lang: Language, now: Date = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(at).getTime());
  const f = new Intl.RelativeTimeFormat(LOCALE_OF[lang], { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (ms >= size) return f.format(-Math.floor(ms / size), unit);
  return f.format(0, 'minute');
}
