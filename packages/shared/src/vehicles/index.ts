export * from './vehicles.ts';
export * from './connections.ts';
export * from './vehicle-messages.ts';
export * from './vehicle-words.ts';
