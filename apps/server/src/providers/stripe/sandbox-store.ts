import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/*
 * What the billing sandbox shares between its routes: Stripe's form encoding read back into
 * objects, ids as Stripe makes them, its objects kept whole in sandbox_stripe_objects, its list
 * objects, error bodies and signed webhook events.
 */

export type StripeObject = { id: string; object: string; created: number; [field: string]: unknown };
export type Params = Record<string, unknown>;

/** `a[b][0]=x` (Stripe's form and query encoding) as nested objects and arrays. */
export function unflatten(flat: Record<string, unknown>): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = Array.isArray(value) ? value[value.length - 1] : value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return arrays(out) as Params;
}

/** Objects whose keys are 0..n-1 are arrays. */
function arrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
  if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newId = (prefix: string) => `${prefix}_${[...randomBytes(24)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's error body. */
export const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { type, message, ...extra, request_log_url: null },
});

export const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url });

export function objectStore(database: Database) {
  return {
    async get<T extends StripeObject>(id: string): Promise<T | null> {
      const [row] = await database.query<{ data: T }>('select data from sandbox_stripe_objects where id = $1', [id]);
      return row?.data ?? null;
    },
    async put<T extends StripeObject>(object: T): Promise<T> {
      await database.query(
        `insert into sandbox_stripe_objects (id, object, data) values ($1, $2, $3::jsonb)
         on conflict (id) do update set data = excluded.data`,
        [object.id, object.object, JSON.stringify(object)],
      );
      return object;
    },
    /** Every object of a kind, newest first (Stripe's list order), narrowed by a test. */
    async all<T extends StripeObject>(object: string, test: (o: T) => boolean = () => true): Promise<T[]> {
      const rows = await database.query<{ data: T }>('select data from sandbox_stripe_objects where object = $1 order by seq desc', [object]);
      return rows.map((r) => r.data).filter(test);
    },
  };
}
export type ObjectStore = ReturnType<typeof objectStore>;

/** The Stripe-Signature header of a payload, as Stripe signs webhooks (HMAC-SHA256 of "t.payload"). */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
