import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateInvitesResult, Invite, InvitePage, Problem, PublicInvite, SentInvite } from '@fleetwatt/shared';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { useTestServer } from '../../../test/harness.ts';
import { call } from './test-api.ts';

const server = useTestServer({ env: { INVITE_RATE_LIMIT: '10000' } });
const PARENT = DEMO_IDS.companies.parent;
const LIGHT = DEMO_IDS.companies.light;
const VIENNA = DEMO_IDS.companies.childVienna;
const PENDING_TOKEN = DEMO_IDS.inviteTokens.pending;
const EXPIRED_TOKEN = DEMO_IDS.inviteTokens.expired;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // The open calls are rate limited; this file makes many of them on purpose.
});

let unique = 0;
/** An address nobody has used yet. */
const fresh = (name = 'new') => `${name}.${Date.now().toString(36)}.${unique++}@example.test`;

const search = (as: string, query = '', headers: Record<string, string> = {}) =>
  call<InvitePage>(server, 'GET', `/invites/search${query ? `?${query}` : ''}`, { as, headers });
const invite = (as: string, body: unknown, headers: Record<string, string> = {}) =>
  call<CreateInvitesResult & Problem>(server, 'POST', '/invites', { as, body, headers });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.database.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
  return Number(row!.n);
}
const inviteCount = () => count('invites');
const outboxCount = () => count('email_outbox');

async function inviteRow(token: string) {
  const [row] = await server.database.query<{ status: string; company_id: string; expires_at: Date; responded_user_id: string | null }>(
    'select status, company_id, expires_at, responded_user_id from invites where token = $1',
    [token],
  );
  return row;
}

async function lastMailTo(to: string) {
  const [row] = await server.database.query<{ subject: string; body_text: string; body_html: string | null; status: string; company_id: string }>(
    'select subject, body_text, body_html, status, company_id from email_outbox where to_address = $1 order by created_at desc limit 1',
    [to],
  );
  return row;
}

describe('GET /backend/invites/search', () => {
  it("a fleet manager sees their company's invites, 25 per page, newest first", async () => {
    const { status, body } = await search('manager@demo.test');
    expect(status).toBe(200);
    const total = await count('invites where company_id = $1', [PARENT]);
    expect(body.totalCount).toBe(total);
    expect(body.totalPages).toBe(Math.ceil(total / 25));
    expect(body.results.length).toBe(Math.min(total, 25));
    expect(new Set(body.results.map((i) => i.companyId))).toEqual(new Set([PARENT]));
    const dates = body.results.map((i) => i.dateInsert);
    expect(dates).toEqual([...dates].sort().reverse());
    const demo = body.results.find((i) => i.token === PENDING_TOKEN);
    expect(demo).toMatchObject({ email: 'invitee@demo.test', status: 'PENDING', companyName: 'Voltwerk Holding GmbH', language: 'GERMAN' });
    expect(Object.keys(demo!).sort()).toEqual(
      ['companyId', 'companyName', 'dateInsert', 'dateUpdate', 'email', 'expiresAt', 'language', 'status', 'token'].sort(),
    );
  });

  it('shows a pending invite past its expiry as EXPIRED, and the status filter tells them apart', async () => {
    const expired = await search('manager@demo.test', 'status=EXPIRED');
    expect(expired.body.results.map((i) => i.token)).toContain(EXPIRED_TOKEN);
    expect(new Set(expired.body.results.map((i) => i.status))).toEqual(new Set(['EXPIRED']));
    const pending = await search('manager@demo.test', 'status=PENDING&pageSize=200');
    expect(pending.body.results.map((i) => i.token)).not.toContain(EXPIRED_TOKEN);
    expect(pending.body.results.every((i) => i.status === 'PENDING' && Date.parse(i.expiresAt) > Date.now())).toBe(true);
  });

  it('filters by part of the address in any case', async () => {
    const { body } = await search('manager@demo.test', 'email=INVITEE%40DEMO');
    expect(body.results.map((i) => i.email)).toEqual(['invitee@demo.test']);
    expect(body.totalCount).toBe(1);
    const none = await search('manager@demo.test', 'email=%25');
    expect(none.body.totalCount).toBe(0);
  });

  it('sorts by email when asked', async () => {
    const { body } = await search('manager@demo.test', 'sortField=email&sortDir=ASC&pageSize=200');
    const emails = body.results.map((i) => i.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('an administrator sees every company, or the one selected', async () => {
    const all = await search('admin@demo.test', 'pageSize=200');
    expect(all.body.totalCount).toBe(await inviteCount());
    expect(new Set(all.body.results.map((i) => i.companyId)).size).toBeGreaterThan(1);
    const light = await search('admin@demo.test', '', { 'x-child-company-id': LIGHT });
    expect(light.body.totalCount).toBe(await count('invites where company_id = $1', [LIGHT]));
    expect(new Set(light.body.results.map((i) => i.companyName))).toEqual(new Set(['Alpenstrom KG']));
  });

  it("a fleet manager sees a child company's invites when selected, never another company's", async () => {
    const vienna = await search('manager@demo.test', '', { 'x-child-company-id': VIENNA });
    expect(vienna.status).toBe(200);
    expect(vienna.body.totalCount).toBe(await count('invites where company_id = $1', [VIENNA]));
    const foreign = await search('manager@demo.test', '', { 'x-child-company-id': LIGHT });
    expect(foreign.status).toBe(404);
    const lightOwn = await search('light@demo.test', 'pageSize=200');
    expect(lightOwn.body.results.map((i) => i.token)).not.toContain(PENDING_TOKEN);
  });

  it('refuses drivers (403) and callers without a token (401)', async () => {
    expect((await search('driver@demo.test')).status).toBe(403);
    expect((await call(server, 'GET', '/invites/search')).status).toBe(401);
  });

  it('a bad query answers 400 naming the fields', async () => {
    const { status, body } = await call<Problem>(server, 'GET', '/invites/search?status=LOST&sortField=token', { as: 'manager@demo.test' });
    expect(status).toBe(400);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'Status: Value must be one of the list' },
        { field: 'sortField', message: 'Sort field: Value must be one of the list' },
      ]),
    );
  });
});

describe('POST /backend/invites', () => {
  it('invites each new address once, skips drivers, pending invites and staff, and mails the link', async () => {
    const a = fresh('anna');
    const b = fresh('ben');
    const before = await inviteCount();
    const { status, body } = await invite('manager@demo.test', {
      emails: [a, ` ${b} `, a.toUpperCase(), 'driver@demo.test', 'INVITEE@demo.test', 'manager@demo.test'],
      language: 'ENGLISH',
    });
    expect(status).toBe(201);
    expect(body.created.map((i) => i.email)).toEqual([a, b]);
    expect(body.skipped).toEqual([
      { email: 'driver@demo.test', reason: 'ALREADY_DRIVER' },
      { email: 'INVITEE@demo.test', reason: 'ALREADY_INVITED' },
      { email: 'manager@demo.test', reason: 'NOT_A_DRIVER' },
    ]);
    expect(await inviteCount()).toBe(before + 2);

    const first = body.created[0]!;
    expect(first).toMatchObject({ companyId: PARENT, companyName: 'Voltwerk Holding GmbH', status: 'PENDING', language: 'ENGLISH', emailSent: true });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.created[1]!.token).not.toBe(first.token);
    const days = (Date.parse(first.expiresAt) - Date.parse(first.dateInsert)) / DAY_MS;
    expect(days).toBeCloseTo(14, 5);

    const mail = await lastMailTo(a);
    expect(mail).toMatchObject({ status: 'SENT', subject: 'Voltwerk Holding GmbH invites you to Fleetwatt', company_id: PARENT });
    expect(mail!.body_text).toContain(`${server.baseUrl}/public/invite/${first.token}`);
    expect(mail!.body_text).toContain('register in the Fleetwatt mobile app');
    expect(mail!.body_html).toContain(`href="${server.baseUrl}/public/invite/${first.token}"`);

    const listed = await search('manager@demo.test', `email=${encodeURIComponent(a)}`);
    expect(listed.body.results.map((i) => i.token)).toEqual([first.token]);
  });

  it("writes the mail in German for a German invite, and in the company's language when none is given", async () => {
    const german = fresh('greta');
    const { body } = await invite('manager@demo.test', { emails: [german], language: 'GERMAN' });
    const mail = await lastMailTo(german);
    expect(mail!.subject).toBe('Voltwerk Holding GmbH lädt Sie zu Fleetwatt ein');
    expect(mail!.body_text).toContain('Einladung öffnen');
    expect(mail!.body_text).toContain(`/public/invite/${body.created[0]!.token}`);
    expect(mail!.body_html).toContain('<html lang="de">');

    const byCompany = fresh('default');
    const { body: defaulted } = await invite('manager@demo.test', { emails: [byCompany] });
    expect(defaulted.created[0]!.language).toBe('GERMAN');
    const english = fresh('neuland');
    const { body: en } = await invite('admin@demo.test', { emails: [english], companyId: DEMO_IDS.companies.newcomer });
    expect(en.created[0]).toMatchObject({ language: 'ENGLISH', companyName: 'Neuland Mobility GmbH' });
    expect((await lastMailTo(english))!.subject).toBe('Neuland Mobility GmbH invites you to Fleetwatt');
  });

  it('an address with only an expired invite is invited again', async () => {
    const [expired] = await server.database.query<{ email: string }>('select email from invites where token = $1', [EXPIRED_TOKEN]);
    const { status, body } = await invite('manager@demo.test', { emails: [expired!.email] });
    expect(status).toBe(201);
    expect(body.created.map((i) => i.email)).toEqual([expired!.email]);
    expect(body.skipped).toEqual([]);
  });

  it('names each invalid address by its position and writes nothing', async () => {
    const before = [await inviteCount(), await outboxCount()];
    const { status, body } = await invite('manager@demo.test', { emails: [fresh(), 'not-an-email', 'a b@c.de'] });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.detail).toBe('Please review the highlighted fields');
    // The field names the position in the list; the message's humanised position is the error handler's.
    expect(body.errors?.map((e) => e.field)).toEqual(['emails.1', 'emails.2']);
    expect(body.errors?.every((e) => e.message.endsWith(': Must be a valid email address'))).toBe(true);
    expect([await inviteCount(), await outboxCount()]).toEqual(before);
  });

  it('answers in German when asked', async () => {
    const { body } = await invite('manager@demo.test', { emails: ['kaputt'] }, { 'accept-language': 'de-DE' });
    expect(body.errors?.map((e) => e.field)).toEqual(['emails.0']);
    expect(body.errors?.[0]?.message).toMatch(/: Muss eine gültige E-Mail-Adresse sein$/);
    expect(body.detail).toBe('Bitte prüfen Sie die markierten Felder');
  });

  it('needs one to a hundred addresses and a known language', async () => {
    const empty = await invite('manager@demo.test', { emails: [] });
    expect(empty.body.errors).toEqual([{ field: 'emails', message: 'Emails: Must have at least 1 item' }]);
    const many = await invite('manager@demo.test', { emails: Array.from({ length: 101 }, (_, i) => `d${i}@example.test`) });
    expect(many.body.errors).toEqual([{ field: 'emails', message: 'Emails: Must have at most 100 items' }]);
    const language = await invite('manager@demo.test', { emails: [fresh()], language: 'FRENCH' });
    expect(language.body.errors).toEqual([{ field: 'language', message: 'Language: Value must be one of the list' }]);
  });

  it('an administrator without a selected company must name one', async () => {
    const before = await inviteCount();
    const missing = await invite('admin@demo.test', { emails: [fresh()] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'companyId', message: 'Company: Is required' }]);
    const unknown = await invite('admin@demo.test', { emails: [fresh()], companyId: '10000000-0000-4000-8000-0000000000ff' });
    expect(unknown.status).toBe(404);
    expect(await inviteCount()).toBe(before);

    const email = fresh('alpen');
    const named = await invite('admin@demo.test', { emails: [email], companyId: LIGHT });
    expect(named.status).toBe(201);
    expect(named.body.created[0]).toMatchObject({ companyId: LIGHT, email });
    const selected = await invite('admin@demo.test', { emails: [fresh()] }, { 'x-child-company-id': LIGHT });
    expect(selected.body.created[0]!.companyId).toBe(LIGHT);
  });

  it('a fleet manager invites into the selected child company, never into another company', async () => {
    const email = fresh('wien');
    const child = await invite('manager@demo.test', { emails: [email] }, { 'x-child-company-id': VIENNA });
    expect(child.status).toBe(201);
    expect(child.body.created[0]).toMatchObject({ companyId: VIENNA, companyName: 'Voltwerk Wien GmbH' });

    const before = [await inviteCount(), await outboxCount()];
    const foreign = await invite('manager@demo.test', { emails: [fresh()], companyId: LIGHT });
    expect(foreign.status).toBe(404);
    const header = await invite('manager@demo.test', { emails: [fresh()] }, { 'x-child-company-id': LIGHT });
    expect(header.status).toBe(404);
    expect([await inviteCount(), await outboxCount()]).toEqual(before);
  });

  it('refuses drivers (403) and callers without a token (401), writing nothing', async () => {
    const before = await inviteCount();
    expect((await invite('driver@demo.test', { emails: [fresh()] })).status).toBe(403);
    expect((await call(server, 'POST', '/invites', { body: { emails: [fresh()] } })).status).toBe(401);
    expect(await inviteCount()).toBe(before);
  });
});

describe('DELETE /backend/invites/{token}', () => {
  async function newInvite(as = 'manager@demo.test', headers: Record<string, string> = {}): Promise<SentInvite> {
    const { body } = await invite(as, { emails: [fresh('del')] }, headers);
    return body.created[0]!;
  }

  it('is for administrators only: a fleet manager or driver gets 403, without a token 401, and the invite stays', async () => {
    const own = await newInvite();
    const res = await call(server, 'DELETE', `/invites/${own.token}`, { as: 'manager@demo.test' });
    expect(res.status).toBe(403);
    expect((await call(server, 'DELETE', `/invites/${own.token}`, { as: 'driver@demo.test' })).status).toBe(403);
    expect((await call(server, 'DELETE', `/invites/${own.token}`)).status).toBe(401);
    expect(await inviteRow(own.token)).toBeDefined();
  });

  it('an administrator deletes an invite; its link is then invalid', async () => {
    const own = await newInvite();
    const res = await call(server, 'DELETE', `/invites/${own.token}`, { as: 'admin@demo.test' });
    expect(res.status).toBe(204);
    expect(await inviteRow(own.token)).toBeUndefined();
    expect((await call(server, 'GET', `/invites/${own.token}`)).status).toBe(404);
    expect((await call(server, 'DELETE', `/invites/${own.token}`, { as: 'admin@demo.test' })).status).toBe(404);
  });

  it('with a company selected, an invite of another company is not found', async () => {
    const own = await newInvite();
    const res = await call(server, 'DELETE', `/invites/${own.token}`, { as: 'admin@demo.test', headers: { 'x-child-company-id': LIGHT } });
    expect(res.status).toBe(404);
    expect(await inviteRow(own.token)).toBeDefined();
  });
});

describe('POST /backend/invites/{token}/resend', () => {
  it('gives an expired invite a new expiry and mails it again', async () => {
    const [{ email }] = (await server.database.query<{ email: string }>('select email from invites where token = $1', [EXPIRED_TOKEN])) as [
      { email: string },
    ];
    const mailsBefore = await count('email_outbox where to_address = $1', [email]);
    const { status, body } = await call<SentInvite>(server, 'POST', `/invites/${EXPIRED_TOKEN}/resend`, { as: 'manager@demo.test' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'PENDING', emailSent: true });
    // Revived with a new link: the old one, which may have been passed around, stays dead.
    expect(body.token).not.toBe(EXPIRED_TOKEN);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect(await count('email_outbox where to_address = $1', [email])).toBe(mailsBefore + 1);
    expect((await lastMailTo(email))!.body_text).toContain(`/public/invite/${body.token}`);
    expect((await call<PublicInvite>(server, 'GET', `/invites/${body.token}`)).body.expired).toBe(false);
    expect((await call<Problem>(server, 'GET', `/invites/${EXPIRED_TOKEN}`)).body.code).toBe('INVALID_TOKEN');
    // Back to expired for the tests that rely on the demo's expired invite.
    await server.database.query(`update invites set token = $1, expires_at = now() - interval '1 day' where token = $2`, [EXPIRED_TOKEN, body.token]);
  });

  it('a pending invite that has not expired keeps its token', async () => {
    const { status, body } = await call<SentInvite>(server, 'POST', `/invites/${PENDING_TOKEN}/resend`, { as: 'manager@demo.test' });
    expect(status).toBe(200);
    expect(body.token).toBe(PENDING_TOKEN);
  });

  it('a fleet manager of another company gets 404, a driver 403, no token 401', async () => {
    expect((await call(server, 'POST', `/invites/${PENDING_TOKEN}/resend`, { as: 'light@demo.test' })).status).toBe(404);
    expect((await call(server, 'POST', `/invites/${PENDING_TOKEN}/resend`, { as: 'driver@demo.test' })).status).toBe(403);
    expect((await call(server, 'POST', '/invites/no-such-token/resend', { as: 'admin@demo.test' })).status).toBe(404);
    expect((await call(server, 'POST', `/invites/${PENDING_TOKEN}/resend`)).status).toBe(401);
  });

  it('an answered invite cannot be sent again (409)', async () => {
    const [answered] = await server.database.query<{ token: string }>(
      `select token from invites where company_id = $1 and status = 'ACCEPTED' limit 1`,
      [PARENT],
    );
    const res = await call<Problem>(server, 'POST', `/invites/${answered!.token}/resend`, { as: 'manager@demo.test' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVITE_ALREADY_ANSWERED');
  });
});

describe('the open invite calls', () => {
  it('show the company, address and status without a sign-in', async () => {
    const { status, body } = await call<PublicInvite>(server, 'GET', `/invites/${PENDING_TOKEN}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      companyName: 'Voltwerk Holding GmbH',
      email: 'invitee@demo.test',
      language: 'GERMAN',
      status: 'PENDING',
      expired: false,
    });
    const expired = await call<PublicInvite>(server, 'GET', `/invites/${EXPIRED_TOKEN}`);
    expect(expired.body).toMatchObject({ status: 'PENDING', expired: true });
  });

  it('an unknown token is an invalid token (404 problem+json)', async () => {
    const res = await fetch(`${server.baseUrl}/backend/invites/not-a-real-token`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as Problem).code).toBe('INVALID_TOKEN');
    const accept = await call<Problem>(server, 'POST', '/invites/not-a-real-token/accept');
    expect(accept.status).toBe(404);
    expect(accept.body.code).toBe('INVALID_TOKEN');
  });

  it('an expired invite cannot be accepted or declined (410) and nothing changes', async () => {
    for (const answer of ['accept', 'reject']) {
      const res = await call<Problem>(server, 'POST', `/invites/${EXPIRED_TOKEN}/${answer}`);
      expect(res.status).toBe(410);
      expect(res.body.code).toBe('INVITE_EXPIRED');
    }
    expect((await inviteRow(EXPIRED_TOKEN))!.status).toBe('PENDING');
  });

  it('an address without a Fleetwatt account cannot accept yet (ACCOUNT_NOT_FOUND) and the invite stays open', async () => {
    const { body } = await invite('manager@demo.test', { emails: [fresh('nobody')] });
    const token = body.created[0]!.token;
    const res = await call<Problem>(server, 'POST', `/invites/${token}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ACCOUNT_NOT_FOUND');
    expect((await inviteRow(token))!.status).toBe('PENDING');
  });

  it('accepting joins the driver to the company; the invite is then answered', async () => {
    const [before] = await server.database.query<{ company_id: string | null }>('select company_id from users where id = $1', [
      DEMO_IDS.users.invitee,
    ]);
    expect(before!.company_id).toBeNull();
    const res = await call(server, 'POST', `/invites/${PENDING_TOKEN}/accept`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ACCEPTED', companyName: 'Voltwerk Holding GmbH' });

    const [after] = await server.database.query<{ company_id: string | null; role: string }>('select company_id, role from users where id = $1', [
      DEMO_IDS.users.invitee,
    ]);
    expect(after).toEqual({ company_id: PARENT, role: 'USER' });
    expect(await inviteRow(PENDING_TOKEN)).toMatchObject({ status: 'ACCEPTED', responded_user_id: DEMO_IDS.users.invitee });
    const listed = await search('manager@demo.test', 'email=invitee%40demo.test');
    expect(listed.body.results[0]).toMatchObject({ status: 'ACCEPTED' });
    expect(Date.parse(listed.body.results[0]!.dateUpdate)).toBeGreaterThan(Date.parse(listed.body.results[0]!.dateInsert));

    for (const answer of ['accept', 'reject']) {
      const again = await call<Problem>(server, 'POST', `/invites/${PENDING_TOKEN}/${answer}`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('INVITE_ALREADY_ANSWERED');
    }
    // Now a driver of the company: inviting the address again is skipped.
    const again = await invite('manager@demo.test', { emails: ['invitee@demo.test'] });
    expect(again.body.skipped).toEqual([{ email: 'invitee@demo.test', reason: 'ALREADY_DRIVER' }]);
  });

  it('declining marks the invite DECLINED and changes no account', async () => {
    const email = fresh('decline');
    const { body } = await invite('manager@demo.test', { emails: [email] });
    const token = body.created[0]!.token;
    const res = await call(server, 'POST', `/invites/${token}/reject`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'DECLINED', companyName: 'Voltwerk Holding GmbH' });
    expect((await inviteRow(token))!.status).toBe('DECLINED');
    const view = await call<PublicInvite>(server, 'GET', `/invites/${token}`);
    expect(view.body).toMatchObject({ status: 'DECLINED', expired: false });
    const listed = await search('manager@demo.test', `email=${encodeURIComponent(email)}`);
    expect(listed.body.results.map((i: Invite) => i.status)).toEqual(['DECLINED']);
  });
});

/*
 * Pages beyond the first 1,000 invites are read from the list's nearer end (lib/far-end-page.ts):
 * 1,200 more invites of one company, some created at the same instant and some with the same
 * address in another case, pending, expired and answered.
 */
describe('deep pages of the invite list', () => {
  beforeAll(async () => {
    await server.database.query(
      `insert into invites (company_id, token, email, status, expires_at, created_at, updated_at)
       select $1, 'deep-' || k, case when k % 7 = 0 then 'Deep.' || (k / 7) || '@Made.test' else 'deep.' || (k % 500) || '@made.test' end,
              case when k % 5 = 0 then 'ACCEPTED' else 'PENDING' end,
              now() + (case when k % 3 = 0 then -10 else 10 end) * interval '1 day',
              timestamptz '2026-01-01 00:00:00+00' + (k / 4) * interval '1 hour', now()
         from generate_series(1, 1200) k`,
      [LIGHT],
    );
  });

  const STATUS = `case when status = 'PENDING' and expires_at <= now() then 'EXPIRED' else status end`;
  const ORDER: Record<string, string> = { dateInsert: 'created_at', email: 'lower(email)', status: STATUS };

  it('every sort both ways equals the plain ordering, on the first, the thousandth and the last pages, for one company and every company', async () => {
    for (const [as, company] of [['light@demo.test', LIGHT], ['admin@demo.test', null]] as const) {
      for (const field of ['dateInsert', 'email', 'status'] as const) {
        for (const dir of ['ASC', 'DESC'] as const) {
          const d = dir.toLowerCase();
          const expected = await server.database.query<{ token: string }>(
            `select token from invites where $1::uuid is null or company_id = $1 order by ${ORDER[field]} ${d}, created_at ${d}, id ${d}`,
            [company],
          );
          const size = 50;
          const last = Math.ceil(expected.length / size) - 1;
          for (const number of [...new Set([0, Math.floor(1_000 / size), Math.floor(last * 0.7), last])]) {
            const { body } = await search(as, `sortField=${field}&sortDir=${dir}&pageSize=${size}&pageNumber=${number}`);
            const label = `${as}, ${field} ${dir}, page ${number}`;
            expect(body.totalCount, label).toBe(expected.length);
            expect(body.results.map((i) => i.token), label).toEqual(expected.slice(number * size, number * size + size).map((r) => r.token));
          }
        }
      }
    }
  });
});
