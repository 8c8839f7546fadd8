import { describe, expect, it } from 'vitest';
import type { CreateInvitesResult, OutboxMailDetail, OutboxPage, Problem } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { call } from '../invites/test-api.ts';

const server = useTestServer();
const LIGHT = DEMO_IDS.companies.light;
const PARENT = DEMO_IDS.companies.parent;


const outbox = (query = '', headers: Record<string, string> = {}, as = 'admin@demo.test') =>
  call<OutboxPage & Problem>(server, 'GET', `/outbox${query ? `?${query}` : ''}`, { as, headers });

async function count(where = '', params: unknown[] = []) {
  const [row] = await server.database.query<{ n: number }>(`select count(*)::int as n from email_outbox ${where}`, params);
  return Number(row!.n);
}

describe('GET /backend/outbox', () => {
  it('lists every mail for an administrator, newest first, and says the mails stay in the sandbox', async () => {
    const { status, body } = await outbox('pageSize=20');
    expect(status).toBe(200);
    expect(body.sandbox).toBe(true);
    expect(body.totalCount).toBe(await count());
    expect(body.totalPages).toBe(Math.ceil(body.totalCount / 20));
    expect(body.results).toHaveLength(Math.min(20, body.totalCount));
    const created = body.results.map((m) => m.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('shows a mail just sent on top, with its company', async () => {
    const email = `outbox.${Date.now()}@example.test`;
    await call<CreateInvitesResult>(server, 'POST', '/invites', { as: 'manager@demo.test', body: { emails: [email], language: 'ENGLISH' } });
    const { body } = await outbox();
    expect(body.results[0]).toMatchObject({
      to: email,
      subject: 'Voltwerk Holding GmbH invites you to Fleetwatt',
      status: 'SENT',
      companyId: PARENT,
      companyName: 'Voltwerk Holding GmbH',
      attachmentCount: 0,
      error: null,
    });
    expect(body.results[0]!.sentAt).not.toBeNull();
  });

  it('filters by recipient and status, and a failed mail carries its error', async () => {
    const failed = await outbox('status=FAILED');
    expect(failed.body.totalCount).toBe(await count(`where status = 'FAILED'`));
    expect(failed.body.results.every((m) => m.status === 'FAILED' && m.error)).toBe(true);
    const to = await outbox('to=INVITEE%40demo');
    expect(to.body.results.length).toBeGreaterThan(0);
    expect(to.body.results.every((m) => m.to.toLowerCase().includes('invitee@demo'))).toBe(true);
  });

  it('a selected company narrows the outbox to its mails', async () => {
    const { body } = await outbox('pageSize=200', { 'x-child-company-id': LIGHT });
    expect(body.totalCount).toBe(await count('where company_id = $1', [LIGHT]));
    expect(body.results.every((m) => m.companyId === LIGHT)).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await outbox('', {}, 'manager@demo.test')).status).toBe(403);
    expect((await outbox('', {}, 'driver@demo.test')).status).toBe(403);
    expect((await call(server, 'GET', '/outbox')).status).toBe(401);
  });
});

describe('GET /backend/outbox/{id}', () => {
  it('shows the text and HTML bodies and the attachments', async () => {
    const [withAttachment] = await server.database.query<{ id: string; subject: string }>(
      `select id, subject from email_outbox where jsonb_array_length(attachments) > 0 order by created_at desc limit 1`,
    );
    const { status, body } = await call<OutboxMailDetail>(server, 'GET', `/outbox/${withAttachment!.id}`, { as: 'admin@demo.test' });
    expect(status).toBe(200);
    expect(body.subject).toBe(withAttachment!.subject);
    expect(body.text.length).toBeGreaterThan(0);
    expect(body.attachments.length).toBeGreaterThan(0);
    expect(body.attachments[0]!.fileName).toMatch(/\.pdf$/);

    const email = `detail.${Date.now()}@example.test`;
    const sent = await call<CreateInvitesResult>(server, 'POST', '/invites', { as: 'manager@demo.test', body: { emails: [email], language: 'GERMAN' } });
    const [row] = await server.database.query<{ id: string }>('select id from email_outbox where to_address = $1', [email]);
    const detail = await call<OutboxMailDetail>(server, 'GET', `/outbox/${row!.id}`, { as: 'admin@demo.test' });
    expect(detail.body.text).toContain(`/public/invite/${sent.body.created[0]!.token}`);
    expect(detail.body.html).toContain('Einladung öffnen');
  });

  it("another company's mail is not found while a company is selected, nor an unknown one", async () => {
    const [parentMail] = await server.database.query<{ id: string }>('select id from email_outbox where company_id = $1 limit 1', [PARENT]);
    const foreign = await call<Problem>(server, 'GET', `/outbox/${parentMail!.id}`, { as: 'admin@demo.test', headers: { 'x-child-company-id': LIGHT } });
    expect(foreign.status).toBe(404);
    const unknown = await call(server, 'GET', '/outbox/b2000000-0000-4000-8000-00000000ffff', { as: 'admin@demo.test' });
    expect(unknown.status).toBe(404);
    expect((await call(server, 'GET', `/outbox/${parentMail!.id}`, { as: 'manager@demo.test' })).status).toBe(403);
  });
});
