import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicInvite } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { problemResponse, stubNetwork, testEnv } from '../test-api.tsx';
import PublicInvitePage from './public-invite-page.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const TOKEN = 'abc123';
const URL_PATH = `/backend/invites/${TOKEN}`;

const invite = (extra: Partial<PublicInvite> = {}): PublicInvite => ({
  companyName: 'Voltwerk Holding GmbH',
  email: 'invitee@demo.test',
  language: 'ENGLISH',
  status: 'PENDING',
  expired: false,
  expiresAt: '2026-12-05T08:00:00.000Z',
  ...extra,
});

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(testEnv(<PublicInvitePage />), { route: `/public/invite/${TOKEN}`, path: '/public/invite/:token' });
  return { user };
}

describe('public invite page', () => {
  it('shows the company and the address with Accept and Decline, without a sign-in', async () => {
    const api = stubNetwork({ [`GET ${URL_PATH}`]: () => jsonResponse(invite()) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invitation from Voltwerk Holding GmbH' })).toBeInTheDocument();
    expect(screen.getByText(/Voltwerk Holding GmbH invites you \(invitee@demo\.test\)/)).toBeInTheDocument();
    expect(screen.getByText('Valid until 12/05/26')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(api.seen[0]!.url.pathname).toBe(URL_PATH);
  });

  it("speaks the invite's language, and the other one when chosen", async () => {
    stubNetwork({ [`GET ${URL_PATH}`]: () => jsonResponse(invite({ language: 'GERMAN' })) });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Einladung von Voltwerk Holding GmbH' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(screen.getByText('Gültig bis 05.12.26')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Invitation from Voltwerk Holding GmbH' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('accepting says the driver now belongs to the company', async () => {
    let status: PublicInvite['status'] = 'PENDING';
    const api = stubNetwork({
      [`GET ${URL_PATH}`]: () => jsonResponse(invite({ status })),
      [`POST ${URL_PATH}/accept`]: () => {
        status = 'ACCEPTED';
        return jsonResponse({ status: 'ACCEPTED', companyName: 'Voltwerk Holding GmbH' });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Invitation accepted' })).toBeInTheDocument();
    expect(screen.getByText('You are now a driver of Voltwerk Holding GmbH. Open the Fleetwatt app to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(api.calls('POST', `${URL_PATH}/accept`)).toHaveLength(1);
  });

  it('without a Fleetwatt account it asks to register in the mobile app first', async () => {
    stubNetwork({
      [`GET ${URL_PATH}`]: () => jsonResponse(invite()),
      [`POST ${URL_PATH}/accept`]: () => problemResponse(409, 'ACCOUNT_NOT_FOUND', 'There is no Fleetwatt driver account with this email address.'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('No Fleetwatt account found')).toBeInTheDocument();
    expect(screen.getByText(/register in the Fleetwatt mobile app with this email address first/)).toBeInTheDocument();
    // Once registered, the driver accepts from the same page.
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('declining says so', async () => {
    stubNetwork({
      [`GET ${URL_PATH}`]: () => jsonResponse(invite()),
      [`POST ${URL_PATH}/reject`]: () => jsonResponse({ status: 'DECLINED', companyName: 'Voltwerk Holding GmbH' }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeInTheDocument();
  });

  it('an unknown link says Invalid Token', async () => {
    stubNetwork({ [`GET ${URL_PATH}`]: () => problemResponse(404, 'INVALID_TOKEN', 'This invitation link is not valid.') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invalid Token' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('an expired invite says Invite Expired and to contact the company', async () => {
    stubNetwork({ [`GET ${URL_PATH}`]: () => jsonResponse(invite({ expired: true })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invite Expired' })).toBeInTheDocument();
    expect(screen.getByText(/Please contact the company to get a new one/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('an invite that expires while the page is open says so when accepted', async () => {
    stubNetwork({
      [`GET ${URL_PATH}`]: () => jsonResponse(invite()),
      [`POST ${URL_PATH}/accept`]: () => problemResponse(410, 'INVITE_EXPIRED', 'This invitation has expired.'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Invite Expired' })).toBeInTheDocument();
  });

  it('shows an answered invite as answered, in German', async () => {
    stubNetwork({ [`GET ${URL_PATH}`]: () => jsonResponse(invite({ language: 'GERMAN', status: 'ACCEPTED' })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Einladung angenommen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Sie sind jetzt Fahrer bei Voltwerk Holding GmbH/)).toBeInTheDocument());
  });
});
