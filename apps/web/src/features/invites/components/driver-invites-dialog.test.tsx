import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invite, InvitePage, SentInvite } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { DriverInvitesButton } from '../index.ts';
import { problemResponse, stubNetwork, testEnv } from '../test-api.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const invite = (email: string, status: Invite['status'], extra: Partial<Invite> = {}): Invite => ({
  companyId: '10000000-0000-4000-8000-000000000001',
  companyName: 'Voltwerk Holding GmbH',
  dateInsert: '2026-11-19T08:00:00.000Z',
  dateUpdate: '2026-11-19T08:00:00.000Z',
  email,
  language: 'GERMAN',
  status,
  token: `token-${email}`,
  expiresAt: '2026-12-03T08:00:00.000Z',
  ...extra,
});

const page = (results: Invite[], totalCount = results.length): InvitePage => ({
  results,
  totalCount,
  totalPages: Math.ceil(totalCount / 25),
});

async function open(isAdministrator: boolean) {
  const user = userEvent.setup();
  renderWithProviders(testEnv(<DriverInvitesButton isAdministrator={isAdministrator} />));
  await user.click(screen.getByRole('button', { name: 'Driver invites' }));
  const dialog = await screen.findByRole('dialog', { name: 'Driver invites' });
  return { user, dialog };
}

const SEARCH = '/backend/invites/search';

describe('driver invites list', () => {
  it('asks for 25 invites, newest first, and shows each status, expired included', async () => {
    const api = stubNetwork({
      [`GET ${SEARCH}`]: () =>
        jsonResponse(
          page(
            [
              invite('anna@firma.de', 'PENDING'),
              invite('ben@firma.de', 'EXPIRED', { expiresAt: '2026-10-01T08:00:00.000Z' }),
              invite('carl@firma.de', 'ACCEPTED'),
              invite('dora@firma.de', 'DECLINED'),
            ],
            60,
          ),
        ),
    });
    const { dialog } = await open(false);
    const table = within(dialog).getByRole('table', { name: 'Driver invites' });
    const row = (email: string) => within(table).getByText(email).closest('tr')!;
    await within(table).findByText('anna@firma.de');
    expect(within(row('anna@firma.de')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('ben@firma.de')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('carl@firma.de')).getByText('Accepted')).toBeInTheDocument();
    expect(within(row('dora@firma.de')).getByText('Declined')).toBeInTheDocument();
    expect(within(row('anna@firma.de')).getByText('11/19/26')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET', SEARCH)[0]!.url.searchParams)).toEqual({
      pageNumber: '0',
      pageSize: '25',
      sortField: 'dateInsert',
      sortDir: 'DESC',
    });
    // Answered invites cannot be sent again; a fleet manager cannot delete.
    expect(within(row('anna@firma.de')).getByRole('button', { name: 'Send the invite to anna@firma.de again' })).toBeInTheDocument();
    expect(within(row('ben@firma.de')).getByRole('button', { name: 'Send the invite to ben@firma.de again' })).toBeInTheDocument();
    expect(within(row('carl@firma.de')).queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(table).queryByText('Voltwerk Holding GmbH')).not.toBeInTheDocument();
  });

  it('filters by email once typing pauses, from the first page', async () => {
    const api = stubNetwork({ [`GET ${SEARCH}`]: (req) => jsonResponse(page(req.url.searchParams.get('email') ? [invite('anna@firma.de', 'PENDING')] : [], 60)) });
    const { user, dialog } = await open(false);
    await user.click(await within(dialog).findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls('GET', SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('1'));
    await user.type(within(dialog).getByPlaceholderText('Search by email'), 'anna');
    await waitFor(() => expect(api.calls('GET', SEARCH).at(-1)!.url.searchParams.get('email')).toBe('anna'), { timeout: 2000 });
    expect(api.calls('GET', SEARCH).at(-1)!.url.searchParams.get('pageNumber')).toBe('0');
    expect(await within(dialog).findByText('anna@firma.de')).toBeInTheDocument();
  });

  it('sends an invite again', async () => {
    const resent: SentInvite = { ...invite('ben@firma.de', 'PENDING'), emailSent: true };
    const api = stubNetwork({
      [`GET ${SEARCH}`]: () => jsonResponse(page([invite('ben@firma.de', 'EXPIRED')])),
      'POST /backend/invites/token-ben%40firma.de/resend': () => jsonResponse(resent),
    });
    const { user, dialog } = await open(false);
    await user.click(await within(dialog).findByRole('button', { name: 'Send the invite to ben@firma.de again' }));
    // An expired invite is revived only after saying so, with a new link.
    const ask = await screen.findByRole('dialog', { name: 'Send the invite again' });
    expect(within(ask).getByText(/has expired\. Sending it again revives it with a new link/)).toBeInTheDocument();
    expect(api.calls('POST', '/backend/invites/token-ben%40firma.de/resend')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Send to ben@firma.de' }));
    expect(await screen.findByText('The invite to ben@firma.de was sent again.')).toBeInTheDocument();
    expect(api.calls('POST', '/backend/invites/token-ben%40firma.de/resend')).toHaveLength(1);
    // The list is asked again.
    await waitFor(() => expect(api.calls('GET', SEARCH).length).toBeGreaterThan(1));
  });

  it('an administrator deletes an invite only after confirming', async () => {
    let invites = [invite('anna@firma.de', 'PENDING'), invite('ben@firma.de', 'DECLINED')];
    const api = stubNetwork({
      [`GET ${SEARCH}`]: () => jsonResponse(page(invites)),
      'DELETE /backend/invites/token-anna%40firma.de': () => {
        invites = invites.filter((i) => i.email !== 'anna@firma.de');
        return new Response(null, { status: 204 });
      },
    });
    const { user, dialog } = await open(true);
    const table = within(dialog).getByRole('table', { name: 'Driver invites' });
    expect((await within(table).findAllByText('Voltwerk Holding GmbH')).length).toBe(2);

    await user.click(within(table).getByRole('button', { name: 'Delete the invite to anna@firma.de' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete invite' });
    expect(within(confirm).getByText('Delete the invite to anna@firma.de? Its link will no longer work.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete invite' })).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/backend/invites/token-anna%40firma.de')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Delete the invite to anna@firma.de' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete invite' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The invite was deleted.')).toBeInTheDocument();
    expect(api.calls('DELETE', '/backend/invites/token-anna%40firma.de')).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('anna@firma.de')).not.toBeInTheDocument());
  });

  it('a failed deletion shows the reason', async () => {
    stubNetwork({
      [`GET ${SEARCH}`]: () => jsonResponse(page([invite('anna@firma.de', 'PENDING')])),
      'DELETE /backend/invites/token-anna%40firma.de': () => problemResponse(404, 'NOT_FOUND', 'The invite was not found.'),
    });
    const { user, dialog } = await open(true);
    await user.click(await within(dialog).findByRole('button', { name: 'Delete the invite to anna@firma.de' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invite' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The invite could not be deleted.')).toBeInTheDocument();
    expect(screen.getByText('The invite was not found.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stubNetwork({ [`GET ${SEARCH}`]: () => jsonResponse(page([invite('anna@firma.de', 'EXPIRED')])) });
    const user = userEvent.setup();
    renderWithProviders(testEnv(<DriverInvitesButton isAdministrator />));
    await user.click(screen.getByRole('button', { name: 'Fahrereinladungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fahrereinladungen' });
    const table = within(dialog).getByRole('table', { name: 'Fahrereinladungen' });
    expect(await within(table).findByText('Abgelaufen')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Einladung an anna@firma.de löschen' })).toBeInTheDocument();
    expect(within(table).getByText('Eingeladen am')).toBeInTheDocument();
  });
});
