import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Onboarding } from '@fleetwatt/shared';
import { setLanguage } from '../../../components/ui/test-utils.tsx';
import { newcomer, onboardingOf, proManager } from '../../../testing/fixtures.ts';
import { json, renderApp, resetApp, type RecordedRequest } from '../../../testing/render-app.tsx';

afterEach(async () => {
  resetApp();
  await setLanguage('en');
});

const review = (field: string, message: string) =>
  new Response(
    JSON.stringify({ type: 'about:blank', title: 'VALIDATION_FAILED', status: 400, code: 'VALIDATION_FAILED', detail: 'Please review the highlighted fields', errors: [{ field, message }] }),
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );

/** The wizard against a server that keeps the state as the real one does. */
function renderWizard(start: Partial<Onboarding> = {}) {
  let state = onboardingOf(newcomer, start);
  const saved: RecordedRequest[] = [];
  const put = (next: (body: Record<string, unknown>) => Partial<Onboarding> | Response) => (req: RecordedRequest) => {
    saved.push(req);
    const change = next(req.body as Record<string, unknown>);
    if (change instanceof Response) return change;
    state = { ...state, ...change };
    return json(state);
  };
  const view = renderApp('/onboarding/home', {
    account: newcomer,
    handlers: {
      'GET /backend/onboarding': () => json(state),
      'PUT /backend/onboarding/company': put((b) =>
        b.vatNumber === 'ATU1' ? review('vatNumber', 'VAT number: Must look like DE123456789') : { step: 2, company: { ...state.company, ...(b as object) } as Onboarding['company'] },
      ),
      'PUT /backend/onboarding/reimbursement': put(() => ({ step: 3 })),
      'PUT /backend/onboarding/step': put((b) => ({ step: b.step as number })),
      'PUT /backend/onboarding/cables': put((b) => ({ step: 5, cableSource: b.cableSource as Onboarding['cableSource'] })),
      'POST /backend/onboarding/complete': put(() => ({ completed: true })),
    },
  });
  return { ...view, saved };
}

describe('the onboarding wizard', () => {
  it('shows the server message on bad input, saves the step when left, and Back keeps what was typed', async () => {
    const { user, saved } = renderWizard();
    expect(await screen.findByRole('heading', { level: 3, name: 'Company details' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Legal name/));
    await user.type(screen.getByLabelText(/Legal name/), 'Stromwerk GmbH');
    await user.type(screen.getByLabelText(/Street and number/), 'Hauptstraße 1');
    await user.type(screen.getByLabelText(/ZIP code/), '10115');
    await user.type(screen.getByLabelText(/City/), 'Berlin');
    await user.type(screen.getByLabelText(/VAT number/), 'ATU1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('VAT number: Must look like DE123456789')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Company details' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/VAT number/));
    await user.type(screen.getByLabelText(/VAT number/), 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Reimbursement' })).toBeInTheDocument();
    expect(saved.at(-1)!.body).toMatchObject({ name: 'Stromwerk GmbH', city: 'Berlin', vatNumber: 'DE123456789', country: 'GERMANY' });
    // A German company chooses the home-charging rule; the default is preselected.
    expect(screen.getByRole('radio', { name: "Driver's tariff" })).toBeChecked();

    const dueDay = screen.getByLabelText(/Receipt due day/);
    await user.clear(dueDay);
    await user.type(dueDay, '12');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Company details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Legal name/)).toHaveValue('Stromwerk GmbH');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByLabelText(/Receipt due day/)).toHaveValue('12');
  });

  it('resumes at the saved step, lets drivers and cables be skipped, and Finish opens the dashboard', async () => {
    const { user, saved, router } = renderWizard({ step: 3 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Invite drivers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite drivers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Cables' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'We already have cables' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Done' })).toBeInTheDocument();
    expect(saved.at(-1)!.body).toEqual({ cableSource: 'OWN' });
    await user.click(screen.getByRole('button', { name: 'Finish and open the dashboard' }));
    await waitFor(() => expect(saved.at(-1)!.url.pathname).toBe('/backend/onboarding/complete'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('shows a completed manager that they are set up, in German too', async () => {
    await setLanguage('de');
    renderApp('/onboarding/home', { account: proManager, handlers: { 'GET /backend/onboarding': () => json(onboardingOf(proManager, { completed: true, step: 5 })) } });
    expect(await screen.findByRole('heading', { name: 'Sie sind startklar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard öffnen' })).toHaveAttribute('href', '/dashboard/home');
    expect(screen.queryByText(/bleiben .* geschlossen/)).not.toBeInTheDocument();
  });
});
