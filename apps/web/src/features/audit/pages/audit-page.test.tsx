import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage, stubBackend } from '../../../components/ui/test-utils.tsx';
import { EVENTS, IDS, longReason, pageOf } from '../testing/audit-fixtures.ts';
import AuditPage from './audit-page.tsx';

const LIST = 'GET /backend/audit-events';
const EXPORT = 'GET /backend/audit-events/export';

// Mantine without transitions, so dialogs and dropdowns open at once in jsdom.
const testEnv = (ui: ReactElement) => <MantineProvider env="test">{ui}</MantineProvider>;

const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: () => 'blob:audit', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** The server's filters, answered from the fixtures: entity, action, record, who and sort direction. */
function stub() {
  return stubBackend({
    [LIST]: (req) => {
      const q = req.url.searchParams;
      let results: AuditEvent[] = EVENTS.filter(
        (e) =>
          (!q.get('entity') || e.entity === q.get('entity')) &&
          (!q.get('action') || e.action === q.get('action')) &&
          (!q.get('entityId') || e.entityId === q.get('entityId')) &&
          (!q.get('actor') || (e.actor ?? '').includes(q.get('actor')!)),
      );
      if (q.get('sortDir') === 'ASC') results = [...results].reverse();
      return jsonResponse(pageOf(results));
    },
    [EXPORT]: () => new Response('x', { headers: { 'content-disposition': 'attachment; filename="audit-trail-2026-11-21.csv"' } }),
  });
}

function renderPage(props: Parameters<typeof AuditPage>[0] = {}, route = '/dashboard/audit') {
  return renderWithProviders(testEnv(<AuditPage {...props} />), { route, path: '/dashboard/audit' });
}

// The list is the page's first table (the details dialog has its own).
const table = () => screen.getAllByRole('table')[0]!;
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowWith = async (text: string | RegExp) => (await within(table()).findByText(text)).closest('tr')!;

describe('audit trail page', () => {
  it('lists the changes newest first: when, who, what, the action and each changed field before → after', async () => {
    const api = stub();
    renderPage();

    const due = await rowWith('Receipt due day:');
    expect(within(due).getByText('11/21/26, 09:30 AM')).toBeInTheDocument();
    expect(within(due).getByText('manager@demo.test')).toBeInTheDocument();
    expect(within(due).getByText('Company')).toBeInTheDocument();
    expect(within(due).getByText('Changed')).toBeInTheDocument();
    const changes = within(due).getByTestId('audit-changes');
    expect(changes).toHaveTextContent('Receipt due day: 15 → 28');
    expect(changes).toHaveTextContent('ZIP export offered: No → Yes');

    // A scheduled job, with amounts in cents shown as money.
    const receipt = await rowWith('Scheduled job: license-states');
    expect(within(receipt).getByText('Receipt')).toBeInTheDocument();
    expect(within(receipt).getByTestId('audit-changes')).toHaveTextContent('Expense: €12.50 → €43.21');
    expect(within(receipt).getByTestId('audit-changes')).toHaveTextContent('Status: OPEN → SUBMITTED');

    // Nobody signed in: the system; a created record lists its values, a price per kWh with 4 decimals.
    const tariff = await rowWith('System');
    expect(within(tariff).getByText('Created')).toBeInTheDocument();
    expect(within(tariff).getByTestId('audit-changes')).toHaveTextContent('Status: PENDING');
    expect(within(tariff).getByTestId('audit-changes')).toHaveTextContent('Price per kWh: €0.3250/kWh');

    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toBe(due);
    expect(screen.getByText('Total: 4')).toBeInTheDocument();
    // Fleet managers see their own company only: no company column.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(Object.fromEntries(api.to(LIST).at(-1)!.url.searchParams)).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'occurredAt', sortDir: 'DESC' });
  });

  it('shows administrators the company of each change, linking to it', async () => {
    stub();
    renderPage({ isAdministrator: true });
    const due = await rowWith('Receipt due day:');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: 'Voltwerk Holding GmbH' })).toHaveAttribute('href', `/dashboard/company/${IDS.holding}`);
  });

  it('cuts a long value in the list and shows it whole in the details, with the stored JSON', async () => {
    stub();
    const user = userEvent.setup();
    renderPage();
    const rejected = await rowWith('admin@demo.test');
    const cell = within(rejected).getByTestId('audit-changes');
    expect(cell).toHaveTextContent('Status: PENDING → INVALID');
    expect(cell).toHaveTextContent('Rejection reason: – → The document shows a business tariff with a dif…');
    expect(cell).not.toHaveTextContent(longReason);
    await user.click(within(rejected).getByRole('button', { name: 'Details of the change to Tariff at 11/21/26, 08:15 AM' }));

    let dialog = await screen.findByRole('dialog', { name: 'Recorded change' });
    let fields = within(dialog).getByRole('table', { name: 'Changed fields' });
    const reason = within(fields).getByText('Rejection reason').closest('tr')!;
    expect(within(reason).getByText(longReason)).toBeInTheDocument();
    expect(within(dialog).getByTestId('audit-json-before')).toHaveTextContent('"rejection_reason": null');
    expect(within(dialog).getByTestId('audit-json-after')).toHaveTextContent(longReason);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A created record: every stored field, in the app's formats, and no "before".
    await user.click(within(await rowWith('System')).getByRole('button', { name: 'Details of the change to Tariff at 11/19/26, 07:05 AM' }));
    dialog = await screen.findByRole('dialog', { name: 'Recorded change' });
    fields = within(dialog).getByRole('table', { name: 'Changed fields' });
    expect(within(within(fields).getByText('Price per kWh').closest('tr')!).getByText('€0.3250/kWh')).toBeInTheDocument();
    expect(within(within(fields).getByText('Start date').closest('tr')!).getByText('11/01/26')).toBeInTheDocument();
    expect(within(fields).queryByRole('columnheader', { name: 'Before' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('audit-json-after')).toHaveTextContent('"price_per_kwh": 3250');
    expect(within(dialog).queryByTestId('audit-json-before')).not.toBeInTheDocument();
  });

  it('puts the chosen filters into the request and the URL, and the typed name after a pause', async () => {
    const api = stub();
    const user = userEvent.setup();
    const { search } = renderPage();
    await rowWith('Receipt due day:');

    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Company' }));
    await waitFor(() => expect(api.to(LIST).at(-1)!.url.searchParams.get('entity')).toBe('companies'));
    expect(search().get('entity')).toBe('companies');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'manager@');
    await waitFor(() => expect(api.to(LIST).at(-1)!.url.searchParams.get('actor')).toBe('manager@'), { timeout: 2000 });
    expect(search().get('actor')).toBe('manager@');
    // Typing waits for a pause: no request went out for a half-typed name.
    expect(api.to(LIST).filter((r) => r.url.searchParams.has('actor')).map((r) => r.url.searchParams.get('actor'))).toEqual(['manager@']);

    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(api.to(LIST).at(-1)!.url.searchParams.get('from')).toBe('2026-11-01'));
    expect(search().get('from')).toBe('2026-11-01');
    expect(Object.fromEntries(api.to(LIST).at(-1)!.url.searchParams)).toMatchObject({ entity: 'companies', actor: 'manager@', from: '2026-11-01', pageNumber: '0' });

    // The export takes the same filters.
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('radio', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(Object.fromEntries(api.to(EXPORT)[0]!.url.searchParams)).toEqual({ export: 'CSV', entity: 'companies', actor: 'manager@', from: '2026-11-01', sortField: 'occurredAt', sortDir: 'DESC' });
    expect(saved).toEqual(['audit-trail-2026-11-21.csv']);
  });

  it("shows one record's history from its id, and the oldest change first after a click on When", async () => {
    const api = stub();
    const user = userEvent.setup();
    const { search } = renderPage();
    const receipt = await rowWith('Scheduled job: license-states');
    await user.click(within(receipt).getByRole('button', { name: `Show every change of record ${IDS.receipt.slice(0, 12)}…` }));
    await waitFor(() => expect(search().get('entityId')).toBe(IDS.receipt));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Record ID' })).toHaveValue(IDS.receipt);

    await user.clear(screen.getByRole('textbox', { name: 'Record ID' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: /When \(UTC\)/ }));
    await waitFor(() => expect(api.to(LIST).at(-1)!.url.searchParams.get('sortDir')).toBe('ASC'));
    await waitFor(() => expect(within(rows()[0]!).getByText('System')).toBeInTheDocument());
    expect(search().get('dir')).toBe('ASC');
  });

  it('ignores a hand-edited URL with values the server does not take', async () => {
    const api = stub();
    renderPage({}, '/dashboard/audit?entity=passwords&action=drop&from=yesterday&actor=job:');
    await rowWith('Scheduled job: license-states');
    expect(Object.fromEntries(api.to(LIST).at(-1)!.url.searchParams)).toEqual({ pageNumber: '0', pageSize: '50', sortField: 'occurredAt', sortDir: 'DESC', actor: 'job:' });
  });

  it('speaks German', async () => {
    stub();
    await setLanguage('de');
    renderPage({ isAdministrator: true });
    const due = await rowWith('Fälligkeitstag der Belege:');
    expect(within(due).getByTestId('audit-changes')).toHaveTextContent('Fälligkeitstag der Belege: 15 → 28');
    expect(within(due).getByTestId('audit-changes')).toHaveTextContent('ZIP-Export angeboten: Nein → Ja');
    expect(within(due).getByText('Geändert')).toBeInTheDocument();
    expect(within(due).getByText('21.11.26, 09:30')).toBeInTheDocument();
    const receipt = await rowWith('Geplanter Job: license-states');
    expect(within(receipt).getByText('Beleg')).toBeInTheDocument();
    expect(within(receipt).getByTestId('audit-changes')).toHaveTextContent('Kosten: 12,50 € → 43,21 €');
    expect(within(await rowWith('System')).getByText('Angelegt')).toBeInTheDocument();
    for (const header of ['Wann (UTC)', 'Unternehmen', 'Wer', 'Was', 'Aktion', 'Änderungen']) {
      expect(within(screen.getByRole('table', { name: 'Änderungsprotokoll' })).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Datensatz-ID' })).toBeInTheDocument();
    expect(screen.getByLabelText('Von (UTC)')).toBeInTheDocument();
  });
});
