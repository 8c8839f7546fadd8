export * from './pain001.ts';
export { sepaText } from './transliterate.ts';
