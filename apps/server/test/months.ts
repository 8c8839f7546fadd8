/** The UTC month `back` months before now's: its year, month (1–12) and its first instant and the next month's. */
export function monthBefore(back: number, now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, from: d, to: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)) };
}
