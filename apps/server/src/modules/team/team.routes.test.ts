import { describe, expect, it } from 'vitest';
import type { PublicTeamInvite, SentTeamInvite, Team } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { send } from '../../../test/api.ts';
import { fetchTokens, openSignInPage, submitForm, tokensFrom } from '../../../test/tokens.ts';
import { DEMO_IDS } from '../../demo/accounts.ts';
import { call } from '../invites/test-api.ts';

const server = useTestServer();


const { companies, users } = DEMO_IDS;
const MANAGER = 'manager@demo.test';
const ADMIN = 'admin@demo.test';
const LIGHT = 'light@demo.test';
const DRIVER = 'driver@demo.test';

/** The link of the last team invite mailed to an address (from the outbox), and its token. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await server.database.query<{ body_text: string }>(
    'select body_text from email_outbox where lower(to_address) = lower($1) order by created_at desc limit 1',
    [email],
  );
  const token = /\/public\/team-invite\/([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no team invite mailed to ${email}`);
  return token;
}

/** Sign-up through the invite link, as the invite page sends the browser there. */
async function signUpThroughInvite(token: string, form: Record<string, string>) {
  const signIn = await openSignInPage(server.config, { extraParams: { screen_hint: 'signup', team_invite: token } });
  return { signIn, landing: await submitForm(signIn, form) };
}

const auditOf = (entity: string, entityId: string) =>
  server.database.query<{ action: string; actor: string | null; after: Record<string, unknown> | null }>(
    'select action, actor, after from audit_events where entity = $1 and entity_id = $2 order by id',
    [entity, entityId],
  );

describe('GET /backend/team', () => {
  it("lists the fleet managers of the caller's company with status and last sign-in", async () => {
    await server.token(MANAGER);
    const res = await call<Team>(server, 'GET', '/team', { as: MANAGER });
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({ id: companies.parent, name: expect.any(String) });
    const max = res.body.members.find((m) => m.id === users.manager);
    expect(max).toMatchObject({ kind: 'USER', email: MANAGER, role: 'FLEETMANAGER', status: 'ACTIVE' });
    expect(max!.lastSignInAt).not.toBeNull();
    expect(res.body.members.every((m) => m.role === 'FLEETMANAGER')).toBe(true);
  });

  it('lists a child company for its PRO parent\'s manager, and any company or the administrators for administrators', async () => {
    const child = await call<Team>(server, 'GET', '/team', { as: MANAGER, headers: { 'x-child-company-id': companies.childMunich } });
    expect(child.status).toBe(200);
    expect(child.body.company?.id).toBe(companies.childMunich);
    const light = await call<Team>(server, 'GET', `/team?companyId=${companies.light}`, { as: ADMIN });
    expect(light.body.members.map((m) => m.email)).toEqual([LIGHT]);
    const admins = await call<Team>(server, 'GET', '/team', { as: ADMIN });
    expect(admins.body.company).toBeNull();
    expect(admins.body.members.map((m) => m.email)).toContain(ADMIN);
    expect(admins.body.members.every((m) => m.role === 'ADMINISTRATOR')).toBe(true);
  });

  it("answers 404 for another company's team, 403 for drivers and 401 without a token", async () => {
    expect((await call(server, 'GET', `/team?companyId=${companies.light}`, { as: MANAGER })).status).toBe(404);
    expect((await call(server, 'GET', '/team', { as: LIGHT, headers: { 'x-child-company-id': companies.childMunich } })).status).toBe(404);
    expect((await call(server, 'GET', `/team?companyId=${companies.light}`, { as: ADMIN })).status).toBe(200);
    expect((await call(server, 'GET', '/team', { as: DRIVER })).status).toBe(403);
    expect((await call(server, 'GET', '/team')).status).toBe(401);
  });
});

describe('team invites', () => {
  it('a fleet manager invites a co-manager: mailed link, listed as invited, written to the audit trail', async () => {
    const res = await call<SentTeamInvite>(server, 'POST', '/team/invites', { as: MANAGER, body: { email: 'Co.Manager@demo.test' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'INVITE', status: 'INVITED', role: 'FLEETMANAGER', email: 'Co.Manager@demo.test', expired: false });
    const token = await mailedToken('co.manager@demo.test');
    const team = await call<Team>(server, 'GET', '/team', { as: MANAGER });
    expect(team.body.members.find((m) => m.id === res.body.id)?.status).toBe('INVITED');
    const audit = await auditOf('team_invites', res.body.id);
    expect(audit[0]).toMatchObject({ action: 'insert', actor: MANAGER });
    expect(JSON.stringify(audit)).not.toContain(token);

    const open = await call<PublicTeamInvite>(server, 'GET', `/team/invites/by-token/${token}`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ email: 'Co.Manager@demo.test', role: 'FLEETMANAGER', status: 'PENDING', expired: false });
  });

  it('refuses a second invite to the same address, a member, an administrator invite from a manager and a foreign company', async () => {
    const again = await call<{ code: string }>(server, 'POST', '/team/invites', { as: MANAGER, body: { email: 'co.manager@demo.test' } });
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_INVITED']);
    const member = await call<{ code: string }>(server, 'POST', '/team/invites', { as: MANAGER, body: { email: MANAGER } });
    expect([member.status, member.body.code]).toEqual([409, 'ALREADY_MEMBER']);
    const admin = await call(server, 'POST', '/team/invites', { as: MANAGER, body: { email: 'x@demo.test', role: 'ADMINISTRATOR' } });
    expect(admin.status).toBe(403);
    const foreign = await call(server, 'POST', '/team/invites', { as: MANAGER, body: { email: 'x@demo.test', companyId: companies.light } });
    expect(foreign.status).toBe(404);
    expect((await call(server, 'POST', '/team/invites', { as: DRIVER, body: { email: 'x@demo.test' } })).status).toBe(403);
  });

  it('answers bad input with the field message in the caller\'s language and writes nothing', async () => {
    const [before] = await server.database.query<{ n: number }>('select count(*)::int as n from team_invites');
    const de = await call<{ errors: { field: string; message: string }[] }>(server, 'POST', '/team/invites', {
      as: MANAGER,
      body: { email: 'not-an-address' },
      headers: { 'accept-language': 'de' },
    });
    expect(de.status).toBe(400);
    expect(de.body.errors[0]).toMatchObject({ field: 'email' });
    expect(de.body.errors[0]!.message).toMatch(/E-Mail/);
    const noCompany = await call<{ errors: { field: string }[] }>(server, 'POST', '/team/invites', { as: ADMIN, body: { email: 'x@demo.test' } });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors[0]!.field).toBe('companyId');
    const [after] = await server.database.query<{ n: number }>('select count(*)::int as n from team_invites');
    expect(after!.n).toBe(before!.n);
  });

  it('the invite link leads through sign-up straight into the company; it works once', async () => {
    const token = await mailedToken('co.manager@demo.test');
    const bad = await signUpThroughInvite(token, { firstName: '', lastName: 'Manager', password: 'short' });
    expect(bad.landing.kind === 'page' && bad.landing.status).toBe(400);

    const { signIn, landing } = await signUpThroughInvite(token, { firstName: 'Cora', lastName: 'Co', password: 'a-long-password-1' });
    const tokens = await tokensFrom(server.config, signIn, landing);
    const me = await send(server, tokens.accessToken, 'GET', '/account');
    const account = (await me.json()) as { role: string; onboardingCompleted: boolean; company: { id: string } };
    expect(account).toMatchObject({ role: 'FLEETMANAGER', onboardingCompleted: true, company: { id: companies.parent } });

    const team = await call<Team>(server, 'GET', '/team', { as: MANAGER });
    expect(team.body.members.find((m) => m.email.toLowerCase() === 'co.manager@demo.test')).toMatchObject({ kind: 'USER', status: 'ACTIVE' });
    expect((await call<PublicTeamInvite>(server, 'GET', `/team/invites/by-token/${token}`)).body.status).toBe('ACCEPTED');
    const reuse = await openSignInPage(server.config, { extraParams: { screen_hint: 'signup', team_invite: token } });
    expect(reuse.page.status).toBe(410);
    expect(reuse.page.html).not.toContain('<form');
  });

  it('an administrator invites the first fleet manager of a company; an account that exists accepts after signing in', async () => {
    const sent = await call<SentTeamInvite>(server, 'POST', '/team/invites', {
      as: ADMIN,
      body: { email: 'invitee@demo.test', companyId: companies.newcomer, language: 'GERMAN' },
    });
    expect(sent.status).toBe(201);
    const token = await mailedToken('invitee@demo.test');
    const [mail] = await server.database.query<{ subject: string }>(
      `select subject from email_outbox where to_address = 'invitee@demo.test' order by created_at desc limit 1`,
    );
    expect(mail!.subject).toMatch(/Einladung/);

    const other = await call<{ code: string }>(server, 'POST', '/team/invites/accept', { as: LIGHT, body: { token } });
    expect([other.status, other.body.code]).toEqual([409, 'OTHER_EMAIL']);
    const accepted = await call(server, 'POST', '/team/invites/accept', { as: 'invitee@demo.test', body: { token } });
    expect(accepted.status).toBe(204);
    const me = await call<{ role: string; company: { id: string } }>(server, 'GET', '/account', { as: 'invitee@demo.test' });
    expect(me.body).toMatchObject({ role: 'FLEETMANAGER', company: { id: companies.newcomer } });
    const twice = await call<{ code: string }>(server, 'POST', '/team/invites/accept', { as: 'invitee@demo.test', body: { token } });
    expect([twice.status, twice.body.code]).toEqual([409, 'INVITE_ALREADY_ANSWERED']);
  });

  it("refuses a driver's account and an unknown link", async () => {
    await call(server, 'POST', '/team/invites', { as: MANAGER, body: { email: DRIVER } });
    const token = await mailedToken(DRIVER);
    const driver = await call<{ code: string }>(server, 'POST', '/team/invites/accept', { as: DRIVER, body: { token } });
    expect([driver.status, driver.body.code]).toEqual([409, 'DRIVER_ACCOUNT']);
    expect((await call(server, 'GET', '/team/invites/by-token/not-a-token')).status).toBe(404);
  });

  it('resends with a new link (the old one stops working) and withdraws; another company\'s invite is 404', async () => {
    const sent = await call<SentTeamInvite>(server, 'POST', '/team/invites', { as: MANAGER, body: { email: 'later@demo.test' } });
    const first = await mailedToken('later@demo.test');
    expect((await call(server, 'POST', `/team/invites/${sent.body.id}/resend`, { as: LIGHT })).status).toBe(404);
    expect((await call(server, 'DELETE', `/team/invites/${sent.body.id}`, { as: LIGHT })).status).toBe(404);

    const resent = await call<SentTeamInvite>(server, 'POST', `/team/invites/${sent.body.id}/resend`, { as: MANAGER });
    expect(resent.status).toBe(200);
    const second = await mailedToken('later@demo.test');
    expect(second).not.toBe(first);
    expect((await call(server, 'GET', `/team/invites/by-token/${first}`)).status).toBe(404);
    expect((await call(server, 'GET', `/team/invites/by-token/${second}`)).status).toBe(200);

    expect((await call(server, 'DELETE', `/team/invites/${sent.body.id}`, { as: MANAGER })).status).toBe(204);
    expect((await call(server, 'GET', `/team/invites/by-token/${second}`)).status).toBe(404);
    const team = await call<Team>(server, 'GET', '/team', { as: MANAGER });
    expect(team.body.members.some((m) => m.id === sent.body.id)).toBe(false);
    expect((await call(server, 'DELETE', `/team/invites/${sent.body.id}`, { as: MANAGER })).status).toBe(404);
  });

  it('an expired link says so', async () => {
    await call(server, 'POST', '/team/invites', { as: MANAGER, body: { email: 'too-late@demo.test' } });
    const token = await mailedToken('too-late@demo.test');
    await server.database.query(`update team_invites set expires_at = now() - interval '1 minute' where email = 'too-late@demo.test'`);
    expect((await call<PublicTeamInvite>(server, 'GET', `/team/invites/by-token/${token}`)).body.expired).toBe(true);
    const res = await call<{ code: string }>(server, 'POST', '/team/invites/accept', { as: 'invitee@demo.test', body: { token } });
    expect(res.status).toBe(410);
  });
});

describe('role changes, deactivation and reactivation', () => {
  const coManager = async () =>
    (await server.database.query<{ id: string }>(`select id from users where lower(email) = 'co.manager@demo.test'`))[0]!.id;

  it('never for yourself, never for the last active manager, never for another company\'s people', async () => {
    const self = await call<{ code: string }>(server, 'POST', `/team/members/${users.manager}/deactivate`, { as: MANAGER });
    expect([self.status, self.body.code]).toEqual([409, 'NOT_YOURSELF']);
    const last = await call<{ code: string }>(server, 'POST', `/team/members/${users.light}/deactivate`, { as: ADMIN });
    expect([last.status, last.body.code]).toEqual([409, 'LAST_ACTIVE_MANAGER']);
    const demote = await call<{ code: string }>(server, 'PUT', `/team/members/${users.light}/role`, { as: ADMIN, body: { role: 'USER' } });
    expect([demote.status, demote.body.code]).toEqual([409, 'LAST_ACTIVE_MANAGER']);
    expect((await call(server, 'POST', `/team/members/${users.light}/deactivate`, { as: MANAGER })).status).toBe(404);
    expect((await call(server, 'PUT', `/team/members/${users.light}/role`, { as: MANAGER, body: { role: 'USER' } })).status).toBe(404);
    expect((await call(server, 'POST', `/team/members/${users.driver}/deactivate`, { as: MANAGER })).status).toBe(404);
    expect((await call(server, 'POST', `/team/members/${users.light}/deactivate`, { as: DRIVER })).status).toBe(403);
  });

  it('a manager deactivates and reactivates a co-manager; both are in the audit trail with who did it', async () => {
    const id = await coManager();
    expect((await call(server, 'POST', `/team/members/${id}/deactivate`, { as: MANAGER })).status).toBe(204);
    let team = await call<Team>(server, 'GET', '/team', { as: MANAGER });
    expect(team.body.members.find((m) => m.id === id)?.status).toBe('DEACTIVATED');
    await expect(fetchTokens(server.config, 'co.manager@demo.test', 'a-long-password-1')).rejects.toThrow(/deactivated/);
    // The last active manager is now Max himself: he stays.
    const other = await call<{ code: string }>(server, 'POST', `/team/members/${users.manager}/deactivate`, { as: ADMIN });
    expect([other.status, other.body.code]).toEqual([409, 'LAST_ACTIVE_MANAGER']);

    expect((await call(server, 'POST', `/team/members/${id}/reactivate`, { as: MANAGER })).status).toBe(204);
    team = await call<Team>(server, 'GET', '/team', { as: MANAGER });
    expect(team.body.members.find((m) => m.id === id)?.status).toBe('ACTIVE');
    const changes = (await auditOf('users', id)).filter((a) => a.action === 'update');
    expect(changes.map((a) => [a.actor, Object.keys(a.after ?? {})])).toEqual([
      [MANAGER, ['deactivated_at']],
      [MANAGER, ['deactivated_at']],
    ]);
  });

  it('a manager may make a co-manager a driver but not an administrator; an administrator may', async () => {
    const id = await coManager();
    expect((await call(server, 'PUT', `/team/members/${id}/role`, { as: MANAGER, body: { role: 'ADMINISTRATOR' } })).status).toBe(403);
    expect((await call(server, 'PUT', `/team/members/${id}/role`, { as: ADMIN, body: { role: 'ADMINISTRATOR' } })).status).toBe(204);
    const admins = await call<Team>(server, 'GET', '/team', { as: ADMIN });
    expect(admins.body.members.some((m) => m.id === id)).toBe(true);
    const audit = (await auditOf('users', id)).at(-1);
    expect(audit).toMatchObject({ actor: ADMIN, after: { role: 'ADMINISTRATOR' } });
    const bad = await call(server, 'PUT', `/team/members/${id}/role`, { as: ADMIN, body: { role: 'OWNER' } });
    expect(bad.status).toBe(400);
  });

  it('an administrator invites another administrator', async () => {
    const res = await call<SentTeamInvite>(server, 'POST', '/team/invites', { as: ADMIN, body: { email: 'ops@demo.test', role: 'ADMINISTRATOR' } });
    expect(res.status).toBe(201);
    const token = await mailedToken('ops@demo.test');
    const { signIn, landing } = await signUpThroughInvite(token, { firstName: 'Olga', lastName: 'Ops', password: 'a-long-password-1' });
    const tokens = await tokensFrom(server.config, signIn, landing);
    const me = await send(server, tokens.accessToken, 'GET', '/account');
    expect(((await me.json()) as { role: string }).role).toBe('ADMINISTRATOR');
  });
});

