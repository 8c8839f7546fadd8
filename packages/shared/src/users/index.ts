export * from './iban.ts';
export * from './users.ts';
export * from './driver-words.ts';
