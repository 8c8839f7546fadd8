import { uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** The tenant column every tenant table carries (decisions.md: NOT NULL, leading its hot indexes). */
export const companyIdColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** The driver a row belongs to. */
export const driverIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
