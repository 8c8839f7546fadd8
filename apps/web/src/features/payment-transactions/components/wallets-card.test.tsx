import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Wallets } from '@fleetwatt/shared';
import { jsonResponse, renderWithProviders, setLanguage, stubBackend } from '../../../components/ui/test-utils.tsx';
import { WalletsCard } from './wallets-card.tsx';

const COMPANY = '10000000-0000-4000-8000-000000000001';
const ADA = '20000000-0000-4000-8000-000000000007';
const WALLETS = 'GET /backend/payment-plus/wallets';
const SEND = 'POST /backend/payment-plus/wallets/pp-wallet-user-ada/documents';

const wallets = (): Wallets => ({
  companyId: COMPANY,
  wallets: [
    { owner: 'COMPANY', userId: null, name: 'Voltwerk Holding GmbH', accountId: 'pp-wallet-parent-0001', status: 'KYC_2', kycStatus: 'VALIDATED' },
    { owner: 'DRIVER', userId: ADA, name: 'Ada Lovelace', accountId: 'pp-wallet-user-ada', status: 'KYC_1', kycStatus: 'PENDING' },
    { owner: 'DRIVER', userId: '20000000-0000-4000-8000-000000000008', name: 'Bruno Berger', accountId: 'pp-wallet-user-bruno', status: null, kycStatus: 'VALIDATED' },
  ],
});


const renderCard = () => renderWithProviders(<WalletsCard companyId={COMPANY} />, { route: '/', path: '/' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Payment+ accounts card', () => {
  it("shows each account's KYC as Lemonway reports it, and says when Lemonway could not be asked", async () => {
    stubBackend({ [WALLETS]: () => jsonResponse(wallets()) });
    renderCard();
    const table = await screen.findByRole('table', { name: 'Payment+ accounts and their KYC' });
    expect(within(await rowOf('Voltwerk Holding GmbH')).getByText('KYC 2 (complete)')).toBeInTheDocument();
    expect(within(await rowOf('Voltwerk Holding GmbH')).getByText('Company account')).toBeInTheDocument();
    expect(within(await rowOf('Ada Lovelace')).getByText('KYC 1 (documents being checked)')).toBeInTheDocument();
    expect(within(await rowOf('Bruno Berger')).getByText('Lemonway could not be asked')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Send KYC document for / })).toHaveLength(3);
  });

  it('sends a KYC document only with its kind and a file; bad input is said in words and sends nothing', async () => {
    const api = stubBackend({
      [WALLETS]: () => jsonResponse(wallets()),
      [SEND]: () => jsonResponse({ accountId: 'pp-wallet-user-ada', documentId: 11, type: 'ID_CARD', fileName: 'id.png' }, 201),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderCard();
    await user.click(within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Send KYC document for Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send KYC document' });
    expect(within(dialog).getByText(/for the Payment\+ account of Ada Lovelace/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send to Lemonway' }));
    expect(await within(dialog).findByText('Please choose what kind of document this is.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Kind of document/ }), 'ID card (both sides in one file)');
    await user.click(within(dialog).getByRole('button', { name: 'Send to Lemonway' }));
    expect(await within(dialog).findByText('Please choose a file to upload.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/^File/), new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to Lemonway' }));
    expect(await within(dialog).findByText('Only PDF, PNG or JPEG files can be uploaded.')).toBeInTheDocument();
    expect(api.to(SEND)).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText(/^File/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], 'id.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to Lemonway' }));
    expect(await screen.findByText('The document was sent to Lemonway for Ada Lovelace.')).toBeInTheDocument();
    expect(api.to(SEND)).toHaveLength(1);
    expect(api.to(SEND)[0]!.url.pathname).toBe('/backend/payment-plus/wallets/pp-wallet-user-ada/documents');
    // The statuses are asked again after a document went to Lemonway.
    await vi.waitFor(() => expect(api.to(WALLETS).length).toBe(2));
  });

  it('shows what the server refused, in the field it names', async () => {
    stubBackend({
      [WALLETS]: () => jsonResponse(wallets()),
      [SEND]: () => jsonResponse({ title: 'Bad Request', status: 400, code: 'VALIDATION_FAILED', detail: 'The PDF file is damaged and cannot be read.', errors: [{ field: 'file', message: 'The PDF file is damaged and cannot be read.' }] }, 400),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(within(await rowOf('Ada Lovelace')).getByRole('button', { name: 'Send KYC document for Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send KYC document' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Kind of document/ }), 'Proof of address');
    await user.upload(within(dialog).getByLabelText(/^File/), new File(['%PDF-1.7 broken'], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to Lemonway' }));
    expect(await within(dialog).findByText('The PDF file is damaged and cannot be read.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await setLanguage('de');
    stubBackend({ [WALLETS]: () => jsonResponse(wallets()) });
    renderCard();
    expect(await screen.findByRole('table', { name: 'Payment+-Konten und ihr KYC' })).toBeInTheDocument();
    expect(within(await rowOf('Ada Lovelace')).getByText('KYC 1 (Dokumente in Prüfung)')).toBeInTheDocument();
    expect(within(await rowOf('Bruno Berger')).getByText('Lemonway war nicht erreichbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'KYC-Dokument senden: Ada Lovelace' })).toBeInTheDocument();
  });
});
