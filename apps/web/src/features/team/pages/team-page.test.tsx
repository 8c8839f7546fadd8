import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Team, TeamMember } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage, stubBackend } from '../../../components/ui/test-utils.tsx';
import TeamPage from './team-page.tsx';

const testEnv = (ui: ReactElement) => <MantineProvider env="test">{ui}</MantineProvider>;

const COMPANY = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demo GmbH' };
const person = (id: string, email: string, name: string, status: TeamMember['status'] = 'ACTIVE'): TeamMember => ({
  id,
  kind: status === 'INVITED' ? 'INVITE' : 'USER',
  email,
  name,
  role: 'FLEETMANAGER',
  status,
  lastSignInAt: status === 'ACTIVE' ? '2026-11-20T09:30:00.000Z' : null,
  invitedAt: status === 'INVITED' ? '2026-11-24T09:30:00.000Z' : null,
  expiresAt: status === 'INVITED' ? '2026-12-08T09:30:00.000Z' : null,
  expired: false,
});
const ME = person('00000000-0000-4000-8000-000000000001', 'manager@demo.test', 'Mia Manager');
const CO = person('00000000-0000-4000-8000-000000000002', 'co@demo.test', 'Carl Co');
const OFF = person('00000000-0000-4000-8000-000000000003', 'off@demo.test', 'Olga Off', 'DEACTIVATED');
const INVITED = person('00000000-0000-4000-8000-000000000004', 'new@demo.test', '', 'INVITED');

const problem = (status: number, code: string, detail: string) => jsonResponse({ title: 'Conflict', status, code, detail }, status);


function stub(extra: Parameters<typeof stubBackend>[0] = {}, team: Team = { company: COMPANY, members: [ME, CO, OFF, INVITED] }) {
  return stubBackend({ 'GET /backend/team': () => jsonResponse(team), ...extra });
}

const renderPage = (props: Parameters<typeof TeamPage>[0] = { companyId: null }) =>
  renderWithProviders(testEnv(<TeamPage {...props} />), { route: '/dashboard/team', path: '/dashboard/team' });

const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr')!;

async function choose(rowText: string, action: string) {
  const user = userEvent.setup();
  const row = await rowWith(rowText);
  await user.click(within(row).getByRole('button', { name: /actions for/i }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('TeamPage', () => {
  it('lists the fleet managers with their status and last sign-in', async () => {
    stub();
    renderPage();
    const row = await rowWith('Carl Co');
    expect(within(row).getAllByText('Active')[0]).toBeInTheDocument();
    expect(within(row).getByText('co@demo.test')).toBeInTheDocument();
    expect(within(row).getAllByText(/11\/20\/26/)[0]).toBeInTheDocument();
    expect(within(await rowWith('Olga Off')).getAllByText('Deactivated')[0]).toBeInTheDocument();
    expect(within(await rowWith('new@demo.test')).getAllByText('Invited')[0]).toBeInTheDocument();
    expect(screen.getByText('Fleet managers of Demo GmbH')).toBeInTheDocument();
  });

  it('shows the page in German', async () => {
    await setLanguage('de');
    stub();
    renderPage();
    expect(within(await rowWith('Carl Co')).getAllByText('Aktiv')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einladen' })).toBeInTheDocument();
  });

  it('invites a co-manager by address and language; a fleet manager chooses no role', async () => {
    const api = stub({ 'POST /backend/team/invites': () => jsonResponse({ ...INVITED, email: 'anna@demo.test', emailSent: true }, 201) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Role')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'anna@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent to anna@demo.test.')).toBeInTheDocument();
    expect(api.to('POST /backend/team/invites')[0]!.body).toEqual({ email: 'anna@demo.test', role: 'FLEETMANAGER', language: 'ENGLISH' });
    await waitFor(() => expect(api.to('GET /backend/team')).toHaveLength(2));
  });

  it("shows the server's refusal of an invite in the dialog", async () => {
    stub({ 'POST /backend/team/invites': () => problem(409, 'ALREADY_MEMBER', 'co@demo.test is already in the team.') });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'co@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('co@demo.test is already in the team.')).toBeInTheDocument();
  });

  it('an administrator without a company invites another administrator', async () => {
    const api = stub(
      { 'POST /backend/team/invites': () => jsonResponse({ ...INVITED, role: 'ADMINISTRATOR', emailSent: true }, 201) },
      { company: null, members: [{ ...ME, role: 'ADMINISTRATOR' }] },
    );
    renderPage({ isAdministrator: true, companyId: null });
    expect(await screen.findByText(/^Administrators/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'admin2@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(api.to('POST /backend/team/invites')[0]!.body).toMatchObject({ role: 'ADMINISTRATOR' }));
  });

  it('deactivates a person after asking', async () => {
    const api = stub({ 'POST /backend/team/members/:id/deactivate': () => new Response(null, { status: 204 }) });
    renderPage();
    const { user, dialog } = await choose('Carl Co', 'Deactivate');
    expect(within(dialog).getByText(/Carl Co can no longer sign in/)).toBeInTheDocument();
    expect(api.byMethod('POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Carl Co is deactivated.')).toBeInTheDocument();
    expect(api.to(`POST /backend/team/members/${CO.id}/deactivate`)).toHaveLength(1);
  });

  it("shows the server's refusal: not yourself, not the last active manager", async () => {
    stub({
      'POST /backend/team/members/:id/deactivate': () => problem(409, 'NOT_YOURSELF', 'You cannot deactivate yourself.'),
      'PUT /backend/team/members/:id/role': () => problem(409, 'LAST_ACTIVE_MANAGER', 'The company needs at least one active fleet manager.'),
    });
    renderPage();
    const first = await choose('Mia Manager', 'Deactivate');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('You cannot deactivate yourself.')).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = await choose('Carl Co', 'Change role');
    await second.user.click(within(second.dialog).getByRole('combobox', { name: 'New role' }));
    await second.user.click(await screen.findByRole('option', { name: 'Driver' }));
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('The company needs at least one active fleet manager.')).toBeInTheDocument();
  });

  it('changes a role, reactivates, resends and withdraws after asking', async () => {
    const api = stub({
      'PUT /backend/team/members/:id/role': () => new Response(null, { status: 204 }),
      'POST /backend/team/members/:id/reactivate': () => new Response(null, { status: 204 }),
      'POST /backend/team/invites/:id/resend': () => jsonResponse({ ...INVITED, emailSent: true }),
      'DELETE /backend/team/invites/:id': () => new Response(null, { status: 204 }),
    });
    renderPage();
    const role = await choose('Carl Co', 'Change role');
    await role.user.click(within(role.dialog).getByRole('combobox', { name: 'New role' }));
    await role.user.click(await screen.findByRole('option', { name: 'Driver' }));
    await role.user.click(within(role.dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Carl Co is now: Driver.')).toBeInTheDocument();
    expect(api.to(`PUT /backend/team/members/${CO.id}/role`)[0]!.body).toEqual({ role: 'USER' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const back = await choose('Olga Off', 'Reactivate');
    await back.user.click(within(back.dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Olga Off is active again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const resend = await choose('new@demo.test', 'Resend invite');
    await resend.user.click(within(resend.dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Invite sent again to new@demo.test.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const withdraw = await choose('new@demo.test', 'Withdraw invite');
    expect(within(withdraw.dialog).getByText('The link sent to new@demo.test stops working.')).toBeInTheDocument();
    await withdraw.user.click(within(withdraw.dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invite for new@demo.test is withdrawn.')).toBeInTheDocument();
    expect(api.to(`DELETE /backend/team/invites/${INVITED.id}`)).toHaveLength(1);
  });
});
