import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.ts';
import { fetchOperations, fillPath, label, type Operation } from './openapi-operations.ts';

/**
 * Every open route that acts on something a caller names (invites, provider callbacks) is rate
 * limited per address; the only exceptions are the web app's static client configuration, file
 * links that carry their own short-lived signature, and the billing provider's and the bank's webhooks,
 * signed with a five-minute tolerance and sent in bursts from the provider's few addresses (limited far higher).
 */
const NOT_LIMITED = new Set(['GET /backend/public/config', 'GET /backend/documents/{id}/content', 'POST /backend/public/billing/webhook', 'POST /backend/public/bank/webhook']);
const LIMIT = 5;
const server = useTestServer({ env: { INVITE_RATE_LIMIT: String(LIMIT) } });
let open: Operation[];

beforeAll(async () => {
  open = (await fetchOperations(server.baseUrl)).filter((op) => op.open && !NOT_LIMITED.has(label(op)));
});

describe('open routes', () => {
  it('answer 429 problem+json once a caller exceeds the limit', async () => {
    expect(open.length).toBeGreaterThan(2);
    const unlimited: string[] = [];
    for (const op of open) {
      const url = server.baseUrl + fillPath(op.path, () => 'no-such-token');
      let limited: Response | undefined;
      for (let i = 0; i < LIMIT + 3 && !limited; i++) {
        const res = await fetch(url, {
          method: op.method.toUpperCase(),
          headers: op.method === 'get' ? {} : { 'content-type': 'application/json' },
          body: op.method === 'get' ? undefined : '{}',
        });
        if (res.status === 429) limited = res;
        else await res.arrayBuffer();
      }
      if (!limited) unlimited.push(label(op));
      else expect(limited.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(unlimited).toEqual([]);
    console.info(`rate limits: ${open.length} open routes limited`);
  });

  it('count the connection, not an X-Forwarded-For the caller made up (TRUST_PROXY unset)', async () => {
    const url = `${server.baseUrl}/backend/invites/forged-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await fetch(url, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
