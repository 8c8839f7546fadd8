import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { formatMessage, LANGUAGES, type Language } from '@fleetwatt/shared';
import { AppError } from './errors.ts';

const MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    seconds_one: 'Too many requests. Please try again in {count} second.',
    seconds_other: 'Too many requests. Please try again in {count} seconds.',
    minutes_one: 'Too many requests. Please try again in {count} minute.',
    minutes_other: 'Too many requests. Please try again in {count} minutes.',
  },
  de: {
    seconds_one: 'Zu viele Anfragen. Bitte versuchen Sie es in {count} Sekunde noch einmal.',
    seconds_other: 'Zu viele Anfragen. Bitte versuchen Sie es in {count} Sekunden noch einmal.',
    minutes_one: 'Zu viele Anfragen. Bitte versuchen Sie es in {count} Minute noch einmal.',
    minutes_other: 'Zu viele Anfragen. Bitte versuchen Sie es in {count} Minuten noch einmal.',
  },
};

/** "Too many requests. Please try again in 45 seconds." in each language, for the time left in the window. */
export function rateLimitedMessages(ttlMs: number): Record<Language, string> {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const [key, count] = seconds < 60 ? (['seconds', seconds] as const) : (['minutes', Math.ceil(seconds / 60)] as const);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, formatMessage(MESSAGES[lang], key, lang, { count })])) as Record<Language, string>;
}

/**
 * Makes the routes of this plugin limitable per address: a route opts in with
 * `config: { rateLimit: callsPerMinute(max) }` and, over its limit, is answered 429 problem+json in the
 * caller's language (with Retry-After).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError(429, 'RATE_LIMITED', rateLimitedMessages(context.ttl)),
  });
}

/** A route's limit: so many calls a minute from one address. */
export const callsPerMinute = (max: number) => ({ max, timeWindow: '1 minute' }) as const;

/**
 * JSON bodies of this plugin arrive as the exact text sent (a webhook's signature covers its bytes);
 * the handler parses them after checking.
 */
export function keepJsonBodyAsText(app: FastifyInstance, bodyLimit?: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', ...(bodyLimit ? { bodyLimit } : {}) }, (_request, body, done) => done(null, body));
}
