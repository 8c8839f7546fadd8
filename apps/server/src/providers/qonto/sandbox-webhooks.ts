import type { SqlClient } from '../../db/database.ts';
import { toTransfer, type TransferRow } from './sandbox-data.ts';
import { QONTO_SIGNATURE_HEADER, QONTO_TRANSFER_EVENTS, qontoSignature } from './webhook.ts';
import type { RowOf } from '../../db/rows.ts';
import type { sandboxQontoWebhookSubscriptions } from '../../db/schema/index.ts';

type SubscriptionRow = RowOf<typeof sandboxQontoWebhookSubscriptions, 'id' | 'organization_id' | 'callback_url' | 'types' | 'secret' | 'description' | 'created_at'>;

export const toSubscription = (r: SubscriptionRow) => ({
  id: r.id,
  organization_id: r.organization_id,
  callback_url: r.callback_url,
  types: r.types,
  created_at: new Date(r.created_at).toISOString(),
  updated_at: new Date(r.created_at).toISOString(),
  description: r.description,
  secret: r.secret,
});

/**
 * The sandbox's webhooks as Qonto sends them: each event of a subscribed type is kept and POSTed to
 * the callback URL as JSON, signed with the subscription's secret (X-Qonto-Signature: t=…,v1=…);
 * a kept event can be delivered again, to play a delivery twice or an older one after a newer.
 */
export function qontoSandboxWebhooks(database: SqlClient, timeoutMs: number) {
  async function deliver(eventId: string): Promise<number | null> {
    const [row] = await database.query<{ body: string; callback_url: string; secret: string }>(
      `select e.body, s.callback_url, s.secret from sandbox_qonto_webhook_events e join sandbox_qonto_webhook_subscriptions s on s.id = e.subscription_id where e.id = $1`,
      [eventId],
    );
    if (!row) return null;
    const status = await fetch(row.callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [QONTO_SIGNATURE_HEADER]: qontoSignature(row.secret, row.body) },
      body: row.body,
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      (r) => r.status,
      () => 0,
    );
    await database.query('update sandbox_qonto_webhook_events set delivered_status = $2 where id = $1', [eventId, status]);
    return status;
  }

  return {
    deliver,

    async subscribe(org: string, s: { callback_url: string; types: string[]; secret?: string; description?: string }) {
      const [row] = await database.query<SubscriptionRow>(
        `insert into sandbox_qonto_webhook_subscriptions (id, organization_id, callback_url, types, secret, description) values ($1, $2, $3, $4, $5, $6)
         returning id, organization_id, callback_url, types, secret, description, created_at`,
        [crypto.randomUUID(), org, s.callback_url, s.types, s.secret ?? `whsec_${crypto.randomUUID().replaceAll('-', '')}`, s.description ?? null],
      );
      return toSubscription(row!);
    },

    list: async (org: string) =>
      (
        await database.query<SubscriptionRow>(
          'select id, organization_id, callback_url, types, secret, description, created_at from sandbox_qonto_webhook_subscriptions where organization_id = $1 order by created_at',
          [org],
        )
      ).map(toSubscription),

    /** A transfer's status as an event to every v1/transfers subscription of its organization; the ids of the events, delivered. */
    async transferChanged(row: TransferRow): Promise<string[]> {
      const subscriptions = await database.query<{ id: string }>(
        'select id from sandbox_qonto_webhook_subscriptions where organization_id = $1 and $2 = any(types) order by created_at',
        [row.organization_id, QONTO_TRANSFER_EVENTS],
      );
      const ids: string[] = [];
      for (const s of subscriptions) {
        const id = crypto.randomUUID();
        const body = JSON.stringify({
          id,
          subscription_id: s.id,
          organization_id: row.organization_id,
          membership_id: null,
          type: QONTO_TRANSFER_EVENTS,
          created_at: new Date().toISOString(),
          data: { event: row.status, ...toTransfer(row) },
        });
        await database.query('insert into sandbox_qonto_webhook_events (id, subscription_id, body) values ($1, $2, $3)', [id, s.id, body]);
        await deliver(id);
        ids.push(id);
      }
      return ids;
    },
  };
}
