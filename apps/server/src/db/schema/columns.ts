import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * A point in time, stored as timestamptz and read as a Date (always UTC). The name stays a literal
 * type, so rows derived from the schema (db/rows.ts) know the column by its name.
 */
export const utc = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at on every table, in UTC. */
export const timestamps = {
  createdAt: utc('created_at').notNull().defaultNow(),
  updatedAt: utc('updated_at').notNull().defaultNow(),
};

/** Raw bytes (file contents). PGlite returns a Uint8Array and pg a Buffer; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
