import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries } from '@qonto/embed-sdk/server/beneficiaries';
import { organizations } from '@qonto/embed-sdk/server/organizations';
import { sepaTransfers } from '@qonto/embed-sdk/server/sepa-transfers';
import { transactions } from '@qonto/embed-sdk/server/transactions';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

/*
 * Qonto's official package, @qonto/embed-sdk, run against the built-in bank sandbox: its own
 * server functions call the sandbox and read what it answers, so the sandbox provably speaks what
 * Qonto's client expects. The package always calls https://thirdparty.qonto.com; the test sends
 * those requests to the sandbox at the network boundary (nothing else is changed).
 */

const QONTO_API = 'https://thirdparty.qonto.com';
let server: TestServer;
let accessToken: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startTestServer();
  const sandbox = `${server.baseUrl}/sandbox/qonto`;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    return realFetch(url.startsWith(QONTO_API) ? sandbox + url.slice(QONTO_API.length) : input, init);
  }) as typeof fetch;
  // The company's consent, as the product obtains it: authorization code, then tokens.
  const { clientId, clientSecret } = server.config.providers.qonto;
  const redirectUri = `${server.baseUrl}/public/qonto/callback`;
  const consent = await realFetch(
    `${sandbox}/oauth2/auth?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'organization.read payment.write offline_access', state: 'contract' })}`,
    { redirect: 'manual' },
  );
  const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
  const tokens = await realFetch(`${sandbox}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, client_secret: clientSecret }),
  });
  accessToken = ((await tokens.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await server?.close();
});

describe("Qonto's official client against the bank sandbox", () => {
  it('reads the organization and its bank accounts', async () => {
    const organization = await organizations.getOrganization({ operationSettings: { accessToken } });
    expect(organization.legalName).toBe('Sandbox GmbH');
    expect(organization.bankAccounts).toHaveLength(1);
    expect(organization.bankAccounts[0]).toMatchObject({ iban: expect.stringMatching(/^DE\d{20}$/), currency: 'EUR', status: 'active', main: true });
    expect(organization.bankAccounts[0]!.balanceCents).toBe(5_000_000);
    const accounts = await organizations.getBankAccounts({ operationSettings: { accessToken } });
    expect(accounts[0]!.id).toBe(organization.bankAccounts[0]!.id);
  });

  it('lists the account transactions with paging', async () => {
    const organization = await organizations.getOrganization({ operationSettings: { accessToken } });
    const page = await transactions.getTransactions({
      transactionSettings: { bankAccountId: organization.bankAccounts[0]!.id },
      operationSettings: { accessToken, paginationSettings: { page: 1, itemsPerPage: 2 } },
    } as Parameters<typeof transactions.getTransactions>[0]);
    expect(page.transactions).toHaveLength(2);
    expect(page.meta).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 4, nextPage: 2 });
    expect(page.transactions[0]!.amountCents).toBeGreaterThan(0);
  });

  it('adds a beneficiary, verifies the payee and makes the transfer with the proof and an idempotency key', async () => {
    const organization = await organizations.getOrganization({ operationSettings: { accessToken } });
    const beneficiary = await beneficiaries.addBeneficiary({
      beneficiarySettings: { name: 'Ada Lovelace', iban: 'DE89370400440532013000' },
      operationSettings: { accessToken },
    });
    expect(beneficiary).toMatchObject({ name: 'Ada Lovelace', iban: 'DE89370400440532013000', trusted: false });
    const listed = await beneficiaries.getBeneficiaries({ operationSettings: { accessToken } });
    expect(listed.beneficiaries.map((b) => b.id)).toContain(beneficiary.id);

    const flow = sepaTransfers.createSepaTransfer({
      sepaTransferSettings: { bankAccountId: organization.bankAccounts[0]!.id, beneficiaryId: beneficiary.id, amount: 123.45, reference: 'Fleetwatt reimbursement 7' },
      operationSettings: { accessToken, idempotencyKey: 'contract-transfer-1' },
    });
    const vop = await flow.next();
    expect(vop.value).toEqual({ matchResult: 'MATCH_RESULT_MATCH', matchedName: undefined });
    const created = await flow.next({ vopDecision: 'ACCEPT' });
    expect(created.done).toBe(true);
    const result = created.value as Awaited<ReturnType<typeof flow.next>>['value'] & { transfer: { id: string; amountCents: number; status: string }; meta: { idempotencyKey: string } };
    expect(result.transfer).toMatchObject({ amountCents: 12345, status: 'settled', beneficiaryId: beneficiary.id });
    expect(result.meta.idempotencyKey).toBe('contract-transfer-1');

    const read = await sepaTransfers.getSepaTransfer({ sepaTransferSettings: { sepaTransferId: result.transfer.id }, operationSettings: { accessToken } });
    expect(read).toMatchObject({ id: result.transfer.id, amount: 123.45, amountCurrency: 'EUR', reference: 'Fleetwatt reimbursement 7' });

    // The same idempotency key again is the same transfer, never a second one.
    const again = sepaTransfers.createSepaTransfer({
      sepaTransferSettings: { bankAccountId: organization.bankAccounts[0]!.id, beneficiaryId: beneficiary.id, amount: 123.45, reference: 'Fleetwatt reimbursement 7' },
      operationSettings: { accessToken, idempotencyKey: 'contract-transfer-1' },
    });
    await again.next();
    const second = (await again.next({ vopDecision: 'ACCEPT' })).value as { transfer: { id: string } };
    expect(second.transfer.id).toBe(result.transfer.id);
    const all = await sepaTransfers.getSepaTransfers({ operationSettings: { accessToken } });
    expect(all.transfers.filter((t) => t.id === result.transfer.id)).toHaveLength(1);
  });

  it('answers a close match with the name the payee bank holds; the client\'s REJECT makes no transfer', async () => {
    await realFetch(`${server.baseUrl}/sandbox/qonto/_payees/FR1420041010050500013M02606`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jonathan Doe' }),
    });
    const organization = await organizations.getOrganization({ operationSettings: { accessToken } });
    const flow = sepaTransfers.createSepaTransfer({
      sepaTransferSettings: { bankAccountId: organization.bankAccounts[0]!.id, beneficiary: { name: 'Jonathan Do', iban: 'FR1420041010050500013M02606' } as never, amount: 10, reference: 'SCA' },
      operationSettings: { accessToken },
    });
    const vop = await flow.next();
    expect(vop.value).toEqual({ matchResult: 'MATCH_RESULT_CLOSE_MATCH', matchedName: 'Jonathan Doe' });
    const refused = await flow.next({ vopDecision: 'REJECT' });
    expect(refused).toEqual({ done: true, value: undefined });
    const all = await sepaTransfers.getSepaTransfers({ operationSettings: { accessToken } });
    expect(all.transfers.map((t) => t.reference)).not.toContain('SCA');
  });
});
