export * from './documents.ts';
export * from './tariff-messages.ts';
export * from './tariffs.ts';
export * from './tariff-words.ts';
