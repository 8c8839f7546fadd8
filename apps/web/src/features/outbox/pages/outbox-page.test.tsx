import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { OutboxMail, OutboxMailDetail, OutboxPage } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import OutboxPageView from './outbox-page.tsx';

// Mantine without transitions, so dialogs and dropdowns open at once in jsdom.
const testEnv = (ui: ReactElement) => <MantineProvider env="test">{ui}</MantineProvider>;

const invite: OutboxMail = {
  id: 'b2000000-0000-4000-8000-000000000010',
  companyId: '10000000-0000-4000-8000-000000000001',
  companyName: 'Voltwerk Holding GmbH',
  to: 'anna@firma.de',
  subject: 'Voltwerk Holding GmbH lädt Sie zu Fleetwatt ein',
  status: 'SENT',
  createdAt: '2026-11-21T08:00:00.000Z',
  sentAt: '2026-11-21T08:00:01.000Z',
  error: null,
  attachmentCount: 0,
};
const bounced: OutboxMail = {
  ...invite,
  id: 'b2000000-0000-4000-8000-000000000011',
  to: 'old.address@voltwerk.test',
  subject: 'Receipt reminder',
  status: 'FAILED',
  sentAt: null,
  error: '550 5.1.1 Recipient address rejected: user unknown',
};
const detail: OutboxMailDetail = {
  ...invite,
  text: 'Guten Tag,\n\nVoltwerk Holding GmbH lädt Sie ein.\n\nEinladung öffnen:\nhttp://localhost:3000/public/invite/abc\n',
  html: '<p>Guten Tag,</p>',
  attachments: [],
};

let fetchSpy: MockInstance<typeof fetch>;
let sandbox = true;

beforeEach(() => {
  sandbox = true;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/backend/outbox') {
      const status = url.searchParams.get('status');
      const results = [invite, bounced].filter((m) => !status || m.status === status);
      return jsonResponse({ results, totalCount: results.length, totalPages: 1, sandbox } satisfies OutboxPage);
    }
    if (url.pathname === `/backend/outbox/${invite.id}`) return jsonResponse(detail);
    return jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND' }, 404);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const lastQuery = () => new URL(String(fetchSpy.mock.calls.filter(([i]) => String(i).startsWith('/backend/outbox?')).at(-1)![0]), 'http://localhost').searchParams;

function renderPage(route = '/dashboard/outbox') {
  return renderWithProviders(testEnv(<OutboxPageView />), { route, path: '/dashboard/outbox' });
}

describe('outbox page', () => {
  it('lists the sent mails newest first, with status, and says mails stay in the sandbox', async () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Sent emails' });
    const row = (await within(table).findByText('anna@firma.de')).closest('tr')!;
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('Voltwerk Holding GmbH')).toBeInTheDocument();
    expect(within(within(table).getByText('old.address@voltwerk.test').closest('tr')!).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText(/emails are not delivered, they are only kept here/)).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'createdAt', sortDir: 'DESC' });
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const { search } = renderPage();
    await screen.findByText('anna@firma.de');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('FAILED'));
    expect(search().get('status')).toBe('FAILED');
    await waitFor(() => expect(screen.queryByText('anna@firma.de')).not.toBeInTheDocument());
  });

  it('opens a mail with its text', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: `Show the email ${invite.subject}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Email' });
    expect(await within(dialog).findByTestId('mail-text')).toHaveTextContent('http://localhost:3000/public/invite/abc');
    expect(within(dialog).getByText('anna@firma.de')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'HTML' })).toBeInTheDocument();
  });

  it('without the sandbox there is no note, and German texts show', async () => {
    sandbox = false;
    await setLanguage('de');
    renderPage();
    const table = screen.getByRole('table', { name: 'Gesendete E-Mails' });
    expect(await within(table).findByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(table).getByText('Betreff')).toBeInTheDocument();
    expect(screen.queryByText(/nur hier aufbewahrt/)).not.toBeInTheDocument();
  });
});
