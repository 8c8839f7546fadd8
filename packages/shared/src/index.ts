export * from './common/enums.ts';
export * from './common/paging.ts';
export * from './common/problem.ts';
export * from './account/account.ts';
export * from './i18n/validation-messages.ts';
export * from './companies/companies.ts';
