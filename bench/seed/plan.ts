/**
 * The shape of the large dataset (decisions.md, "Scale the design must hold"): how many companies,
 * drivers per company and months of sessions. Deterministic: the same size always gives the same rows.
 */
export interface DatasetSize {
  companies: number;
  drivers: number;
  /** Drivers of the largest company (the benchmark's "company with 2,000 drivers"). */
  largestCompany: number;
  months: number;
  /** Vehicle history rows per connected car. */
  telemetryPerVehicle: number;
}

export const SIZES: Record<string, DatasetSize> = {
  large: { companies: 300, drivers: 10_000, largestCompany: 2_000, months: 36, telemetryPerVehicle: 4_000 },
  medium: { companies: 60, drivers: 2_000, largestCompany: 500, months: 12, telemetryPerVehicle: 1_000 },
  small: { companies: 10, drivers: 200, largestCompany: 60, months: 3, telemetryPerVehicle: 100 },
};

/**
 * Drivers per company: the largest first, then a long tail from a few hundred down to five, so that
 * the sizes add up to exactly `drivers`.
 */
export function companySizes(size: DatasetSize): number[] {
  const rest = size.companies - 1;
  const minimum = 5;
  const spare = size.drivers - size.largestCompany - rest * minimum;
  const weights = Array.from({ length: rest }, (_, i) => 1 / (i + 1) ** 1.1);
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => minimum + Math.floor((spare * w) / total));
  let missing = size.drivers - size.largestCompany - sizes.reduce((a, b) => a + b, 0);
  for (let i = sizes.length - 1; missing > 0; i = (i - 1 + sizes.length) % sizes.length, missing--) sizes[i]! += 1;
  return [size.largestCompany, ...sizes];
}

/** The first day (UTC) of the dataset's first month, so that its last month is the current one. */
export function firstMonth(months: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}
