import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * Qonto's webhooks (docs: Business API, Webhooks): a subscription per event type
 * (POST /v2/webhook_subscriptions { callback_url, types, secret, description }), then every event is
 * POSTed to the callback URL as JSON with the header
 *   X-Qonto-Signature: t={unix seconds},v1={HMAC-SHA256 of "{t}.{raw body}" with the subscription's secret, hex}
 * The event type v1/transfers carries the SEPA transfer in `data` with `data.event` one of created,
 * processing, settled, declined, canceled. Deliveries are not deduplicated and may come in any order.
 */

export const QONTO_SIGNATURE_HEADER = 'x-qonto-signature';
export const QONTO_TRANSFER_EVENTS = 'v1/transfers';
/** How old a signed delivery may be. */
export const SIGNATURE_TOLERANCE_S = 300;

export const ZQontoWebhookSubscriptionRequest = z.object({
  callback_url: z.url(),
  types: z.array(z.string().min(1)).min(1),
  secret: z.string().min(16).optional(),
  description: z.string().max(200).optional(),
});

export const ZQontoWebhookSubscription = z.object({
  id: z.string(),
  organization_id: z.string(),
  callback_url: z.string(),
  types: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  description: z.string().nullable().optional(),
  secret: z.string(),
});

export const ZQontoTransferEvent = z.object({
  id: z.string(),
  subscription_id: z.string().optional(),
  organization_id: z.string(),
  type: z.string(),
  created_at: z.string(),
  data: z.looseObject({ event: z.string(), id: z.string(), status: z.string().optional() }),
});
export type QontoTransferEvent = z.infer<typeof ZQontoTransferEvent>;

const hmac = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header value Qonto sends with a body (the sandbox signs with it). */
export function qontoSignature(secret: string, body: string, now = new Date()): string {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Whether the header signs exactly this body with the secret, recently enough. */
export function qontoSignatureValid(header: string | undefined, body: string, secret: string, now = new Date()): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()] as const));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_S) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
