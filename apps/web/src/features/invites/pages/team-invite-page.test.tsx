import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicTeamInvite } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { problemResponse, stubNetwork, testEnv } from '../test-api.tsx';
import TeamInvitePage, { type TeamInviteSignIn } from './team-invite-page.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const TOKEN = 'team-token-1';
const URL_PATH = `/backend/team/invites/by-token/${TOKEN}`;

const invite = (extra: Partial<PublicTeamInvite> = {}): PublicTeamInvite => ({
  email: 'co-manager@demo.test',
  role: 'FLEETMANAGER',
  companyName: 'Voltwerk Holding GmbH',
  language: 'ENGLISH',
  status: 'PENDING',
  expired: false,
  expiresAt: '2026-12-05T08:00:00.000Z',
  ...extra,
});

function renderPage(signedIn = false) {
  const user = userEvent.setup();
  const logins: Parameters<TeamInviteSignIn['login']>[0][] = [];
  const signIn: TeamInviteSignIn = { signedIn, login: (options) => void logins.push(options) };
  renderWithProviders(testEnv(<TeamInvitePage signIn={signIn} />), { route: `/public/team-invite/${TOKEN}`, path: '/public/team-invite/:token' });
  return { user, logins };
}

describe('team invite page', () => {
  it('a new person creates the account through the invite, or signs in with an existing one', async () => {
    stubNetwork({ [`GET ${URL_PATH}`]: () => jsonResponse(invite()) });
    const { user, logins } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Voltwerk Holding GmbH on Fleetwatt' })).toBeInTheDocument();
    expect(screen.getByText(/You were invited as co-manager@demo\.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(logins).toEqual([{ signup: true, teamInvite: TOKEN, returnTo: '/dashboard/home' }]);
    await user.click(screen.getByRole('button', { name: 'I have an account: sign in' }));
    expect(logins[1]).toEqual({ returnTo: `/public/team-invite/${TOKEN}` });
  });

  it('signed in, joining accepts the invite and signs in again for the new role', async () => {
    const api = stubNetwork({
      [`GET ${URL_PATH}`]: () => jsonResponse(invite()),
      'POST /backend/team/invites/accept': () => new Response(null, { status: 204 }),
    });
    const { user, logins } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(logins).toEqual([{ returnTo: '/dashboard/home' }]));
    expect(api.calls('POST', '/backend/team/invites/accept')[0]!.body).toEqual({ token: TOKEN });
  });

  it("a refusal from the server is shown, and nothing signs in again", async () => {
    stubNetwork({
      [`GET ${URL_PATH}`]: () => jsonResponse(invite()),
      'POST /backend/team/invites/accept': () => problemResponse(409, 'CONFLICT', 'This invite is for another e-mail address.'),
    });
    const { user, logins } = renderPage(true);
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite is for another e-mail address.');
    expect(logins).toEqual([]);
  });

  it('speaks the invite’s language, and says when it expired or the link is unknown', async () => {
    stubNetwork({ [`GET ${URL_PATH}`]: () => jsonResponse(invite({ language: 'GERMAN', expired: true })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Diese Einladung ist abgelaufen' })).toBeInTheDocument();
    vi.restoreAllMocks();
    stubNetwork({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This invite link is not valid' })).toBeInTheDocument();
  });
});
