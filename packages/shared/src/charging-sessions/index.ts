export * from './charging-sessions.ts';
export * from './charging-session-messages.ts';
