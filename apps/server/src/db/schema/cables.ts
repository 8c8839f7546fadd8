import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CableStatus } from '@fleetwatt/shared';
import { timestamps, utc } from './columns.ts';
import { users } from './users.ts';
import { companyIdColumn, driverIdColumn } from './tenant-columns.ts';

/** A home-charging cable with its meter; assigned to at most one driver at a time (user_id). */
export const cables = pgTable(
  'cables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** The driver who has the cable now; null while it is unassigned. */
    userId: uuid('user_id').references(() => users.id),
    /** The identifier printed on the cable and sent by the app with every session. */
    hardwareId: text('hardware_id').notNull(),
    status: text('status').$type<CableStatus>().notNull().default('ACTIVE'),
    firmwareVersion: text('firmware_version'),
    pincodeResetRequired: boolean('pincode_reset_required').notNull().default(false),
    pincodeMasterOverride: boolean('pincode_master_override').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cables_hardware_id_key').on(t.hardwareId),
    // Any part of the cable's id, for the cables' and the licenses' searches (pg_trgm).
    index('cables_hardware_id_text_idx').using('gin', sql`${t.hardwareId} gin_trgm_ops`),
    index('cables_company_status_idx').on(t.companyId, t.status, t.hardwareId),
    index('cables_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** Which driver had which cable when: one row per assignment, open while unassigned_at is null. */
export const cableAssignments = pgTable(
  'cable_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    cableId: uuid('cable_id')
      .notNull()
      .references(() => cables.id),
    userId: driverIdColumn(),
    assignedAt: utc('assigned_at').notNull(),
    unassignedAt: utc('unassigned_at'),
    /** Who made the change (an administrator or fleet manager); null when done by the system. */
    assignedBy: uuid('assigned_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('cable_assignments_company_cable_idx').on(t.companyId, t.cableId, t.assignedAt),
    index('cable_assignments_company_user_idx').on(t.companyId, t.userId, t.assignedAt),
  ],
);
