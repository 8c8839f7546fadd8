import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateInvitesResult, SentInvite } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { setChildCompanyId } from '../../../lib/api-client.ts';
import { InviteDriversButton } from '../index.ts';
import { stubNetwork, testEnv } from '../test-api.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  setChildCompanyId(null);
  await setLanguage('en');
});

const PARENT = '10000000-0000-4000-8000-000000000001';

function sent(email: string): SentInvite {
  return {
    companyId: PARENT,
    companyName: 'Voltwerk Holding GmbH',
    dateInsert: '2026-11-21T08:00:00.000Z',
    dateUpdate: '2026-11-21T08:00:00.000Z',
    email,
    language: 'ENGLISH',
    status: 'PENDING',
    token: `token-${email}`,
    expiresAt: '2026-12-05T08:00:00.000Z',
    emailSent: true,
  };
}

async function openDialog(props: Parameters<typeof InviteDriversButton>[0] = {}) {
  const user = userEvent.setup();
  renderWithProviders(testEnv(<InviteDriversButton {...props} />));
  await user.click(screen.getByRole('button', { name: 'Invite drivers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite drivers' });
  return { user, dialog, input: within(dialog).getByRole('combobox', { name: /Email addresses/ }) };
}

/** The chips shown, and whether each is marked invalid. */
function chips(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('button', { name: /^Remove / })
    .map((button) => {
      const pill = button.parentElement!;
      return { email: pill.textContent ?? '', invalid: pill.getAttribute('data-invalid') === 'true' };
    });
}

describe('invite drivers dialog', () => {
  it('turns pasted text into one chip per address, whether separated by comma, semicolon or new line', async () => {
    stubNetwork({});
    const { user, dialog, input } = await openDialog();
    await user.click(input);
    await user.paste('anna@firma.de, ben@firma.de;carl@firma.de\ndora@firma.de\r\nEmil Ernst <emil@firma.de>');
    expect(chips(dialog)).toEqual([
      { email: 'anna@firma.de', invalid: false },
      { email: 'ben@firma.de', invalid: false },
      { email: 'carl@firma.de', invalid: false },
      { email: 'dora@firma.de', invalid: false },
      { email: 'emil@firma.de', invalid: false },
    ]);
    // Typed, then Enter; the same address again stays one chip.
    await user.type(input, 'fritz@firma.de{Enter}ANNA@firma.de{Enter}');
    expect(chips(dialog).map((c) => c.email)).toEqual([
      'anna@firma.de',
      'ben@firma.de',
      'carl@firma.de',
      'dora@firma.de',
      'emil@firma.de',
      'fritz@firma.de',
    ]);
  });

  it('highlights an invalid address and does not send until it is fixed', async () => {
    const api = stubNetwork({
      'POST /backend/invites': () => jsonResponse({ created: [sent('anna@firma.de')], skipped: [] } satisfies CreateInvitesResult, 201),
    });
    const { user, dialog, input } = await openDialog();
    await user.type(input, 'anna@firma.de{Enter}not-an-email{Enter}');
    expect(chips(dialog)).toEqual([
      { email: 'anna@firma.de', invalid: false },
      { email: 'not-an-email', invalid: true },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Please review the highlighted fields')).toBeInTheDocument();
    expect(api.calls('POST', '/backend/invites')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove not-an-email' }));
    await waitFor(() => expect(within(dialog).queryByText('Please review the highlighted fields')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(api.calls('POST', '/backend/invites')).toHaveLength(1));
    expect(api.calls('POST', '/backend/invites')[0]!.body).toEqual({ emails: ['anna@firma.de'], language: 'ENGLISH' });
  });

  it('an empty list is not sent', async () => {
    const api = stubNetwork({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Email addresses: Must have at least 1 item')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('sends in the chosen language and says how many were sent and which were skipped', async () => {
    const api = stubNetwork({
      'POST /backend/invites': () =>
        jsonResponse(
          {
            created: [sent('anna@firma.de'), sent('ben@firma.de')],
            skipped: [
              { email: 'driver@demo.test', reason: 'ALREADY_DRIVER' },
              { email: 'invitee@demo.test', reason: 'ALREADY_INVITED' },
            ],
          } satisfies CreateInvitesResult,
          201,
        ),
    });
    const { user, dialog, input } = await openDialog({ defaultLanguage: 'ENGLISH' });
    await user.click(input);
    await user.paste('anna@firma.de; ben@firma.de; driver@demo.test; invitee@demo.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Language of the invitation' }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('2 invitations sent.')).toBeInTheDocument();
    expect(
      screen.getByText('Skipped: driver@demo.test (already a driver of this company), invitee@demo.test (already invited)'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/backend/invites')[0]!.body).toEqual({
      emails: ['anna@firma.de', 'ben@firma.de', 'driver@demo.test', 'invitee@demo.test'],
      language: 'GERMAN',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite drivers' })).not.toBeInTheDocument());
  });

  it('an administrator without a selected company picks the company', async () => {
    const api = stubNetwork({
      'GET /backend/companies/search': () =>
        jsonResponse({
          results: [
            {
              id: PARENT,
              name: 'Voltwerk Holding GmbH',
              country: 'GERMANY',
              subscriptionType: 'PRO',
              parentId: null,
              parentName: null,
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          ],
          totalCount: 1,
          totalPages: 1,
        }),
      'POST /backend/invites': () => jsonResponse({ created: [sent('anna@firma.de')], skipped: [] }, 201),
    });
    const { user, dialog, input } = await openDialog({ isAdministrator: true });
    await user.type(input, 'anna@firma.de{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Company: Is required')).toBeInTheDocument();
    expect(api.calls('POST', '/backend/invites')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Voltwerk Holding GmbH' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(api.calls('POST', '/backend/invites')).toHaveLength(1));
    expect(api.calls('POST', '/backend/invites')[0]!.body).toMatchObject({ emails: ['anna@firma.de'], companyId: PARENT });
    expect(await screen.findByText('1 invitation sent.')).toBeInTheDocument();
  });

  it('an administrator with a selected company is not asked for one', async () => {
    setChildCompanyId(PARENT);
    stubNetwork({});
    const { dialog } = await openDialog({ isAdministrator: true });
    expect(within(dialog).queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stubNetwork({});
    const user = userEvent.setup();
    renderWithProviders(testEnv(<InviteDriversButton />));
    await user.click(screen.getByRole('button', { name: 'Fahrer einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fahrer einladen' });
    const input = within(dialog).getByRole('combobox', { name: /E-Mail-Adressen/ });
    await user.type(input, 'kaputt{Enter}');
    expect(within(dialog).getByText('kaputt').closest('[data-invalid]')).toHaveAttribute('title', 'Keine gültige E-Mail-Adresse');
    await user.click(within(dialog).getByRole('button', { name: 'Einladungen senden' }));
    expect(await within(dialog).findByText('Bitte prüfen Sie die markierten Felder')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Sprache der Einladung' })).toHaveValue('Deutsch');
  });
});
