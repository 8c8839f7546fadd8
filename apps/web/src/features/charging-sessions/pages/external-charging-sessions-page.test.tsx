import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import { externalSession, jsonResponse, page, stubBackend } from '../testing/session-fixtures.ts';
import ExternalChargingSessionsPage from './external-charging-sessions-page.tsx';

const SEARCH = 'GET /backend/charging-sessions/search';
const IMPORT = 'POST /backend/charging-sessions/external/import';


function stub(answer: () => Response) {
  return stubBackend({
    [SEARCH]: () => jsonResponse(page([externalSession])),
    [IMPORT]: answer,
    'GET /backend/users/simple-search': () => jsonResponse([]),
    'GET /backend/companies/search': () => jsonResponse({ results: [], totalCount: 0, totalPages: 0 }),
  });
}

describe('external charging sessions page', () => {
  it('lists public charging with operator, reference and the operator’s price', async () => {
    const api = stub(() => jsonResponse({ created: 0, duplicates: 0 }));
    renderWithProviders(<ExternalChargingSessionsPage />, { route: '/x?y=2026&m=3' });
    const row = (await screen.findByText('IONITY')).closest('tr')!;
    expect(within(row).getByText('IONITY-4711')).toBeInTheDocument();
    expect(within(row).getByText('€0.6900/kWh')).toBeInTheDocument();
    expect(within(row).getByText("Operator's price")).toBeInTheDocument();
    expect(within(row).getByText('€29.33')).toBeInTheDocument();
    expect(api.to(SEARCH).at(-1)!.url.searchParams.get('source')).toBe('EXTERNAL');
    expect(screen.queryByRole('button', { name: 'Import sessions' })).not.toBeInTheDocument();
  });

  it('an administrator imports a CSV and sees every problem of a refused file', async () => {
    let answer = () =>
      jsonResponse(
        {
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'Row 2: No driver with the email x@y.test in this company',
          errors: [{ field: 'rows.1', message: 'Row 2: No driver with the email x@y.test in this company' }],
        },
        400,
      );
    const api = stub(() => answer());
    const user = userEvent.setup();
    renderWithProviders(<ExternalChargingSessionsPage isAdministrator />, { route: '/x?y=2026&m=3' });
    await user.click(await screen.findByRole('button', { name: 'Import sessions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Pick a file or paste the CSV text.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Or paste the CSV text'), 'external_reference,driver_email');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Row 2: No driver with the email x@y.test in this company')).toBeInTheDocument();
    expect(api.to(IMPORT)[0]!.body).toEqual({ csv: 'external_reference,driver_email' });
    answer = () => jsonResponse({ created: 3, duplicates: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('3 sessions imported, 1 already known.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
