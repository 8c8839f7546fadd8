import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInvitesResult, OutboxPage, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { readMail, startTestSmtpServer, type TestSmtpServer } from '../../providers/mail/test-smtp-server.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { call } from './test-api.ts';

// The product as configured in production: mail over SMTP, open invite calls at their default limit.
let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer({
    auth: { user: 'fleetwatt', pass: 'mail-secret' },
    rejectRecipient: (to) => to.startsWith('bounce'),
  });
  server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Fleetwatt <invites@fleetwatt.example>' } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('invites with mail over SMTP', () => {
  it('delivers the invitation to the SMTP server, in German, with the link, and logs it as SENT', async () => {
    const email = `smtp.${Date.now()}@example.test`;
    const { status, body } = await call<CreateInvitesResult>(server, 'POST', '/invites', {
      as: 'manager@demo.test',
      body: { emails: [email], language: 'GERMAN' },
    });
    expect(status).toBe(201);
    expect(body.created[0]!.emailSent).toBe(true);
    const token = body.created[0]!.token;

    const received = smtp.received.find((m) => m.to.includes(email))!;
    expect(received).toBeDefined();
    expect(received.user).toBe('fleetwatt');
    expect(received.from).toBe('invites@fleetwatt.example');
    const mail = readMail(received.raw);
    expect(mail.subject).toBe('Voltwerk Holding GmbH lädt Sie zu Fleetwatt ein');
    expect(mail.text).toContain(`${server.baseUrl}/public/invite/${token}`);
    expect(mail.html).toContain(`href="${server.baseUrl}/public/invite/${token}"`);

    const [row] = await server.database.query<{ status: string; sent_at: Date | null }>(
      'select status, sent_at from email_outbox where to_address = $1',
      [email],
    );
    expect(row!.status).toBe('SENT');
    expect(row!.sent_at).not.toBeNull();
  });

  it('a refused recipient still gets the invite; the answer says its mail failed and the outbox shows why', async () => {
    const email = `bounce.${Date.now()}@example.test`;
    const { body } = await call<CreateInvitesResult>(server, 'POST', '/invites', {
      as: 'manager@demo.test',
      body: { emails: [email] },
    });
    expect(body.created[0]).toMatchObject({ email, status: 'PENDING', emailSent: false });
    const outbox = await call<OutboxPage>(server, 'GET', `/outbox?to=${encodeURIComponent(email)}`, { as: 'admin@demo.test' });
    expect(outbox.body.sandbox).toBe(false);
    expect(outbox.body.results[0]).toMatchObject({ to: email, status: 'FAILED' });
    expect(outbox.body.results[0]!.error).toMatch(/550 5\.1\.1/);
  });
});

describe('rate limit of the open invite calls', () => {
  it('answers 429 problem+json after 30 calls a minute from one address, on every open invite call', async () => {
    const token = DEMO_IDS.inviteTokens.pending;
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${server.baseUrl}/backend/invites/${token}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const limited = await fetch(`${server.baseUrl}/backend/invites/${token}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('application/problem+json');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const problem = (await limited.json()) as Problem;
    expect(problem.code).toBe('RATE_LIMITED');
    expect(problem.detail).toMatch(/^Too many requests\. Please try again in \d+ (second|minute)s?\.$/);
    // In the caller's language, like every other failure.
    const german = await fetch(`${server.baseUrl}/backend/invites/${token}`, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.status).toBe(429);
    expect(((await german.json()) as Problem).detail).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ (Sekunden?|Minuten?) noch einmal\.$/);

    // Each open call counts on its own; the staff calls are not limited.
    for (let i = 0; i < 30; i++) await (await fetch(`${server.baseUrl}/backend/invites/unknown-${i}/reject`, { method: 'POST' })).arrayBuffer();
    const reject = await call<Problem>(server, 'POST', `/invites/${token}/reject`);
    expect(reject.status).toBe(429);
    const [invite] = await server.database.query<{ status: string }>('select status from invites where token = $1', [token]);
    expect(invite!.status).toBe('PENDING');
    expect((await call(server, 'GET', '/invites/search', { as: 'manager@demo.test' })).status).toBe(200);
  });
});
