import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_DEFAULTS, type PrivacySettingsView } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { HOLDING } from '../testing/company-fixture.ts';
import { CompanyPrivacySection } from './company-privacy-section.tsx';

let view: PrivacySettingsView;
let puts: { company: string | null; body: unknown }[];
let answer: ((body: unknown) => Response) | null;

beforeEach(() => {
  view = { ...PRIVACY_DEFAULTS, companyId: HOLDING, lockedYears: 10, updatedAt: null, lastRun: null };
  puts = [];
  answer = null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/backend/privacy/settings') return jsonResponse({ title: 'Not Found', status: 404 }, 404);
    if ((init?.method ?? 'GET') === 'PUT') {
      const body = JSON.parse(String(init?.body)) as PrivacySettingsView;
      puts.push({ company: new Headers(init?.headers).get('X-Child-Company-Id'), body });
      if (answer) return answer(body);
      view = { ...view, ...body };
    }
    return jsonResponse(view);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const render = () => renderWithProviders(<CompanyPrivacySection companyId={HOLDING} />);

describe('company privacy section', () => {
  it('shows that no coordinates are kept and each retention period with its reason', async () => {
    render();
    expect(await screen.findByTestId('privacy-locationDays')).toHaveTextContent('Coordinates kept: no');
    expect(screen.getByText('Home charging needs only whether the car was at home, not where it was.')).toBeInTheDocument();
    expect(screen.getByTestId('privacy-auditDays')).toHaveTextContent('3650 days');
    expect(screen.getByText(/kept 10 years by law/)).toBeInTheDocument();
  });

  it('saves the settings for the company and shows the new location setting', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Privacy: Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy' });
    const location = within(dialog).getByRole('textbox', { name: /Coordinates kept/ });
    await userEvent.clear(location);
    await userEvent.type(location, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('privacy-locationDays')).toHaveTextContent('Coordinates kept: 30 days'));
    expect(puts).toHaveLength(1);
    expect(puts[0]?.company).toBe(HOLDING);
    expect(puts[0]?.body).toEqual({ ...PRIVACY_DEFAULTS, locationDays: 30 });
  });

  it('refuses a period outside the range and shows the server\'s message on its field', async () => {
    answer = () =>
      jsonResponse(
        { title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED', detail: 'Please review the highlighted fields', errors: [{ field: 'outboxDays', message: 'Sent mails: too short' }] },
        400,
      );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Privacy: Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy' });
    const location = within(dialog).getByRole('textbox', { name: /Coordinates kept/ });
    await userEvent.clear(location);
    await userEvent.type(location, '91');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(puts).toHaveLength(0);
    await userEvent.clear(location);
    await userEvent.type(location, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Sent mails: too short')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    render();
    expect(await screen.findByTestId('privacy-locationDays')).toHaveTextContent('Koordinaten gespeichert: nein');
    expect(screen.getByText('Änderungsprotokoll')).toBeInTheDocument();
  });
});
