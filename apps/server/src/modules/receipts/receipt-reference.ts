/*
 * The document reference of a receipt: unique, stable, and made only of characters every
 * accounting import takes (DATEV's Belegfeld 1 allows letters, digits and $ & % * + - /). A
 * receipt's number counts per driver, so three drivers can each have receipt 11; the period and a
 * piece of the receipt's own id (its end, the most varied part) make the reference unique: "202610-11-3F2A9C1B". The PDF prints it,
 * and the DATEV booking carries it, so the accountant finds the one from the other.
 */

const PREFIX = 8;

export function receiptReference(receipt: { id: string; number: number; periodYear: number; periodMonth: number }, idLength = PREFIX): string {
  const hex = receipt.id.replace(/-/g, '').toUpperCase().slice(-idLength);
  return `${receipt.periodYear}${String(receipt.periodMonth).padStart(2, '0')}-${receipt.number}-${hex}`;
}
