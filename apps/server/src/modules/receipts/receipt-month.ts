/*
 * A receipt's period: one UTC calendar month.
 */

/** The first instant of a month and of the next, UTC. */
export function monthBounds(year: number, month: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}
