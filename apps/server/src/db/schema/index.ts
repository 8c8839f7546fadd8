// Every table, one file per area; drizzle-kit generates the migrations from here.
export * from './companies.ts';
export * from './users.ts';
