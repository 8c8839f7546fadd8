export * from './documents.ts';
export * from './tariff-messages.ts';
export * from './tariffs.ts';
