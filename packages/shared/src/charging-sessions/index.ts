export * from './charging-sessions.ts';
export * from './charging-session-messages.ts';
export * from './meter-signature.ts';
export * from './charging-session-words.ts';
