import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { flaggedSession, IDS, jsonResponse, page, pricedSession, stubBackend } from '../testing/session-fixtures.ts';
import ChargingSessionsReviewPage from './charging-sessions-review-page.tsx';

const REVIEW = 'GET /backend/charging-sessions/review';
const BULK = 'POST /backend/charging-sessions/review';
const second = { ...flaggedSession, id: '70000000-0000-4000-8000-000000000009', userName: 'Carla Cruz', userId: '30000000-0000-4000-8000-000000000003' };


function stub(bulk: () => Response = () => jsonResponse({ updated: 2 })) {
  return stubBackend({
    [REVIEW]: () => jsonResponse(page([flaggedSession, second, { ...pricedSession, reviewStatus: 'TO_BE_REVIEWED', reviewType: 'OVERLAP', reviewTags: ['OVERLAPPING_SESSION'] }])),
    [BULK]: bulk,
    'GET /backend/users/simple-search': () => jsonResponse([]),
    'GET /backend/companies/search': () => jsonResponse({ results: [], totalCount: 0, totalPages: 0 }),
  });
}

function renderPage(route = '/dashboard/charging-sessions-review') {
  return renderWithProviders(<ChargingSessionsReviewPage />, { route, path: '/dashboard/charging-sessions-review' });
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('charging sessions review page', () => {
  it('lists the sessions to be reviewed of any time unless a month is chosen, with type and tags', async () => {
    const api = stub();
    const user = userEvent.setup();
    const { search } = renderPage(`/dashboard/charging-sessions-review?reviewType=OVERLAP&driverId=${IDS.bruno}`);
    const row = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(within(row).getByText('Overlap')).toBeInTheDocument();
    expect(within(row).getByText('Overlapping session')).toBeInTheDocument();
    expect(Object.fromEntries(api.to(REVIEW).at(-1)!.url.searchParams)).toEqual({
      pageNumber: '0',
      pageSize: '50',
      sortField: 'startDate',
      sortDir: 'DESC',
      driverId: IDS.bruno,
      reviewType: 'OVERLAP',
    });
    await user.click(screen.getByText('One month'));
    await waitFor(() => expect(search().get('period')).toBe('month'));
    await waitFor(() => expect(api.to(REVIEW).at(-1)!.url.searchParams.has('year')).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Year' })).toBeInTheDocument();
  });

  it('marks the selected sessions reviewed at once, after a confirmation', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Bruno Berger' });
    expect(screen.queryByRole('button', { name: 'Mark reviewed' })).not.toBeInTheDocument();
    await user.click(checkbox(/^Select the session of Bruno Berger/));
    await user.click(checkbox(/^Select the session of Carla Cruz/));
    expect(screen.getByText('2 sessions selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark 2 sessions as reviewed? They stay reimbursable when their tariff is valid.')).toBeInTheDocument();
    const before = api.to(REVIEW).length;
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(api.to(BULK)).toHaveLength(1));
    expect(api.to(BULK)[0]!.body).toEqual({ ids: [IDS.flagged, second.id], reviewStatus: 'REVIEWED' });
    expect(await screen.findByText('2 sessions marked reviewed.')).toBeInTheDocument();
    await waitFor(() => expect(api.to(REVIEW).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('2 sessions selected')).not.toBeInTheDocument());
  });

  it('selects the whole page, and says why nothing changed when a session is in a submitted receipt', async () => {
    const detail = 'Some of the selected charging sessions belong to a submitted receipt; nothing was changed. Correct the receipts first.';
    const api = stub(() => jsonResponse({ title: 'Conflict', status: 409, code: 'CONFLICT', detail }, 409));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Bruno Berger' });
    await user.click(checkbox(/Select all sessions on this page/));
    expect(screen.getByText('3 sessions selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark ignored' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark ignored' }));
    await waitFor(() => expect(api.to(BULK)).toHaveLength(1));
    expect((api.to(BULK)[0]!.body as { ids: string[] }).ids).toHaveLength(3);
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByText('3 sessions selected')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stub();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Bruno Berger' });
    await user.click(checkbox(/^Ladevorgang von Bruno Berger/));
    expect(screen.getByText('1 Ladevorgang ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als ignoriert markieren' })).toBeInTheDocument();
  });
});
