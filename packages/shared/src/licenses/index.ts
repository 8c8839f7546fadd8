export * from './licenses.ts';
export * from './license-dates.ts';
export * from './license-messages.ts';
export * from './renewal-flow.ts';
export * from './license-forms.ts';
export * from './license-words.ts';
