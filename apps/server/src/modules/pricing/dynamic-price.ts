/** Hourly prices of a series: the hour's start (epoch ms, UTC, on the hour) -> ten-thousandths per kWh. */
export type HourPrices = Map<number, number>;

const HOUR_MS = 3_600_000;

/** Half-up division of non-negative big integers. */
function divideHalfUpBig(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The price of a session on a dynamic tariff. Its energy is spread evenly over its duration; each
 * hour's share is priced at that hour's price (the tariff's own price where the series has none),
 * and the sum is rounded once, half-up, to the cent:
 *   expense = round(sum_h(Wh x overlap_h x price_h) / (duration x 100,000))
 * A session without a positive duration is priced entirely at the hour it started in.
 * meanPrice is the time-weighted (so energy-weighted) mean price, rounded half-up.
 */
export function dynamicPrice(
  start: Date,
  durationSeconds: number,
  wattHours: number,
  hours: HourPrices,
  fallbackPrice: number,
): { expenseMinor: number; meanPrice: number } {
  const priceAt = (hourStart: number) => hours.get(hourStart) ?? fallbackPrice;
  const startMs = start.getTime();
  const firstHour = Math.floor(startMs / HOUR_MS) * HOUR_MS;
  if (durationSeconds <= 0) {
    const price = priceAt(firstHour);
    return { expenseMinor: divideHalfUpBig(BigInt(wattHours) * BigInt(price), 100_000n), meanPrice: price };
  }
  const endMs = startMs + durationSeconds * 1000;
  let weighted = 0n; // sum of overlap_ms x price
  for (let hour = firstHour; hour < endMs; hour += HOUR_MS) {
    const overlap = Math.min(endMs, hour + HOUR_MS) - Math.max(startMs, hour);
    if (overlap > 0) weighted += BigInt(overlap) * BigInt(priceAt(hour));
  }
  const durationMs = BigInt(endMs - startMs);
  return {
    expenseMinor: divideHalfUpBig(BigInt(wattHours) * weighted, durationMs * 100_000n),
    meanPrice: divideHalfUpBig(weighted, durationMs),
  };
}
