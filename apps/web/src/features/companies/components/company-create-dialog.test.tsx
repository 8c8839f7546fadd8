import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyPage } from '@fleetwatt/shared';
import { jsonResponse } from '../../../components/ui/test-utils.tsx';
import CompanyListPage from '../pages/company-list-page.tsx';
import { holding } from '../testing/company-fixture.ts';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';

const NEW_ID = '10000000-0000-4000-8000-0000000000aa';
const empty: CompanyPage = { results: [], totalCount: 0, totalPages: 0 };

let posts: unknown[];
let answerCreate: (body: unknown) => Response;

beforeEach(() => {
  posts = [];
  answerCreate = () => jsonResponse({}, 500);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url.pathname === '/backend/companies/search') return jsonResponse(empty);
    if (method === 'POST' && url.pathname === '/backend/companies') {
      const body = JSON.parse(String(init?.body)) as unknown;
      posts.push(body);
      return answerCreate(body);
    }
    return jsonResponse({ title: 'Not Found', status: 404, code: 'NOT_FOUND' }, 404);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderList() {
  return renderWithProviders(<CompanyListPage />, { route: '/dashboard/company', path: '/dashboard/company' });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create company' }));
  return screen.findByRole('dialog', { name: 'Create company' });
}

describe('create company', () => {
  it('needs a name and a country before anything is sent', async () => {
    renderList();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name: Is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Country: /)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('sends the company body and opens the new company', async () => {
    answerCreate = () => jsonResponse({ ...holding(), id: NEW_ID, name: 'Stromer GmbH', children: [] }, 201);
    const { router } = renderList();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Stromer GmbH');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'flotte@stromer.example');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Germany' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pro' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CarApi' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Köln');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      name: 'Stromer GmbH',
      email: 'flotte@stromer.example',
      // Empty text goes out as null, trimmed by the shared schema.
      domain: null,
      country: 'GERMANY',
      subscriptionType: 'PRO',
      features: ['CarApi'],
      parentId: null,
      address: { street: null, zip: null, city: 'Köln' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/company/${NEW_ID}`));
  });

  it('puts the server\'s field errors on the fields', async () => {
    answerCreate = () =>
      jsonResponse(
        {
          title: 'Bad Request',
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'Please review the highlighted fields',
          errors: [{ field: 'parentId', message: 'Parent company: Must be a PRO company' }],
        },
        400,
      );
    renderList();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Stromer GmbH');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Austria' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Parent company: Must be a PRO company')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create company' })).toBeInTheDocument();
  });
});
