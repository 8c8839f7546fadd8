/** Who the benchmark signs in as; created by the large dataset's seed. */
export const BENCH_PASSWORD = 'bench-password';
export const BENCH_ACCOUNTS = {
  admin: 'admin@large.test',
  /** Fleet manager of the largest company (2,000 drivers). */
  manager: 'manager-1@large.test',
  /** A driver of that company, with cable LG-000001. */
  driver: 'driver-1@large.test',
} as const;
