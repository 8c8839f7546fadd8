export * from './pain001.ts';
