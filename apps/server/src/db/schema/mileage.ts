import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MileageSource } from '@fleetwatt/shared';
import { utc } from './columns.ts';
import { vehicles } from './vehicles.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/** Odometer readings from the connected car (CAR) or reported by the driver (DRIVER). */
export const mileageReadings = pgTable(
  'mileage_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    userId: driverIdColumn(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    source: text('source').$type<MileageSource>().notNull(),
    odometerKm: integer('odometer_km').notNull(),
    readAt: utc('read_at').notNull(),
    note: text('note'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mileage_readings_company_user_read_idx').on(t.companyId, t.userId, t.readAt),
    index('mileage_readings_company_read_idx').on(t.companyId, t.readAt),
  ],
);
