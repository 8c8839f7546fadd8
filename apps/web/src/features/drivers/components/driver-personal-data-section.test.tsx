import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, setLanguage } from '../../../components/ui/test-utils.tsx';
import { DriverPersonalDataSection, type PersonalDataTarget } from './driver-personal-data-section.tsx';

const ID = '20000000-0000-4000-8000-000000000001';
const COMPANY = '10000000-0000-4000-8000-000000000001';
const driver: PersonalDataTarget = { id: ID, name: 'Lena Vogt', email: 'lena.vogt@example.com', companyId: COMPANY };

let requests: { method: string; path: string; body: unknown }[];
let saved: string[];

beforeEach(() => {
  requests = [];
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname.endsWith('/export')) {
      return new Response(JSON.stringify({ person: { name: 'Lena Vogt' } }), {
        headers: { 'content-type': 'application/json', 'content-disposition': `attachment; filename="person-${ID}.json"` },
      });
    }
    if (url.pathname.endsWith('/erasure')) {
      const { confirmEmail } = body as { confirmEmail: string };
      if (confirmEmail !== driver.email) {
        return jsonResponse({ title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED', detail: 'The email does not match the person.', errors: [{ field: 'confirmEmail', message: 'The email does not match the person.' }] }, 400);
      }
      return jsonResponse({ personId: ID, erasedAt: '2026-11-26T00:00:00.000Z', removed: { users: 1, mileage_readings: 4 }, anonymised: { receipts: 2, audit_events: 3 } });
    }
    if (url.pathname.endsWith('/home-place')) return jsonResponse({ id: ID, name: 'Lena Vogt', email: driver.email, role: 'DRIVER', companyId: COMPANY, erased: false });
    return jsonResponse({ title: 'Not Found', status: 404 }, 404);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
});

const render = () => renderWithProviders(<DriverPersonalDataSection driver={driver} />);

describe('driver personal data section', () => {
  it('downloads the export as a JSON file', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Export personal data' }));
    await waitFor(() => expect(saved).toEqual([`person-${ID}.json`]));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /backend/privacy/people/${ID}/export`]);
  });

  it('erases only after the right e-mail is typed, says what is kept, and shows the outcome', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase the personal data of Lena Vogt' });
    expect(within(dialog).getByText(/receipts and invoices with their charging sessions/)).toBeInTheDocument();
    expect(within(dialog).getByText('audit trail entries')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /Type the person's e-mail/ });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(within(dialog).getByText("Type the person's e-mail.")).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.type(email, 'someone@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText('The email does not match the person.')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, driver.email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText('5 records removed, 5 kept without the name.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ confirmEmail: 'someone@example.com' }, { confirmEmail: driver.email }]);
  });

  it('saves the home charging place', async () => {
    render();
    await userEvent.type(screen.getByRole('textbox', { name: 'Latitude' }), '48.137');
    await userEvent.type(screen.getByRole('textbox', { name: 'Longitude' }), '11.575');
    await userEvent.click(screen.getByRole('button', { name: 'Save home place' }));
    await waitFor(() => expect(requests.map((r) => r.body)).toEqual([{ homePlace: { latitude: 48.137, longitude: 11.575 } }]));
  });

  it('speaks German', async () => {
    await setLanguage('de');
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Personenbezogene Daten löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personenbezogene Daten von Lena Vogt löschen' });
    expect(within(dialog).getByText('Einträge im Änderungsprotokoll')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });
});
