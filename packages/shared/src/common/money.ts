/** Half-up division of non-negative integers: the rounding every money amount of the product uses. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError('divideHalfUp takes a non-negative numerator');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * A session's expense in minor units: watt-hours x price per kWh (ten-thousandths of the currency
 * unit), rounded half-up to the cent. Wh x 1/10,000 unit per kWh = Wh x price / 10^7 units = / 10^5 cents.
 */
export const sessionExpenseMinor = (wattHours: number, pricePerKwh: number) =>
  divideHalfUp(wattHours * pricePerKwh, 100_000);

/** Tax on a net amount; the rate in basis points (1900 = 19 %). */
export const taxMinor = (netMinor: number, rateBp: number) => divideHalfUp(netMinor * rateBp, 10_000);
