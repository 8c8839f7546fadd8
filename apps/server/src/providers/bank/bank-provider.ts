import type { Currency } from '@fleetwatt/shared';
import type { PayeeMatch } from '../../db/schema/reimbursements.ts';

/*
 * What the product needs of a bank: a company connects it with OAuth 2 (authorization code), and
 * with its tokens we read the accounts and their transactions, verify a payee (Verification of
 * Payee) and make SEPA transfers, following each to settled or declined. Every bank is one
 * implementation of this interface in providers/<bank>/ and one line in providers/bank/index.ts.
 */

export interface BankTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token lives. */
  expiresIn: number;
  scope: string | null;
}

export interface BankAccount {
  /** The bank's id of the account, which transfers name. */
  id: string;
  iban: string;
  name: string;
  currency: string;
  balanceMinor: number;
  main: boolean;
}

export interface BankOrganization {
  id: string;
  name: string;
  accounts: BankAccount[];
}

export type BankTransactionStatus = 'pending' | 'completed' | 'declined';

export interface BankStatementLine {
  id: string;
  side: 'credit' | 'debit';
  status: BankTransactionStatus;
  amountMinor: number;
  currency: string;
  /** The bank's operation type (transfer, card, income, direct_debit ...). */
  operationType: string;
  label: string;
  reference: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  emittedAt: string;
  settledAt: string | null;
}

export interface BankStatementPage {
  lines: BankStatementLine[];
  nextPage: number | null;
}

export interface PayeeToVerify {
  /** Our id for the request (the bulk answer names it). */
  id: string;
  name: string;
  iban: string;
}

export interface PayeeCheck {
  id: string;
  result: PayeeMatch;
  matchedName: string | null;
}

export interface PayeeVerificationAnswer {
  /** The proof the transfers to these payees must carry; valid whatever the answers are. */
  proofToken: string;
  /** Until when the proof is good for a transfer. */
  expiresAt: Date;
  checks: PayeeCheck[];
}

export type BankTransferStatus = 'pending' | 'processing' | 'settled' | 'declined' | 'canceled';

export interface BankTransfer {
  id: string;
  status: BankTransferStatus;
  amountMinor: number;
  currency: string;
  /** The statement line the transfer becomes. */
  transactionId: string | null;
  declinedReason: string | null;
}

export interface BankTransferRequest {
  accountId: string;
  payeeName: string;
  iban: string;
  amountMinor: number;
  currency: Currency;
  reference: string;
  proofToken: string;
  /** Given once the account holder completed strong customer authentication. */
  scaSessionToken?: string | null;
}

/** The bank took the transfer, or waits for the account holder's strong customer authentication first. */
export type BankTransferAnswer = { kind: 'transfer'; transfer: BankTransfer } | { kind: 'sca_required'; scaSessionToken: string };

export type ScaResult = 'waiting' | 'allow' | 'deny';

export interface BankProvider {
  /** The stored value naming this bank (provider_connections.provider). */
  readonly provider: string;
  /** Where the browser goes for the company's consent. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<BankTokens>;
  refresh(refreshToken: string): Promise<BankTokens>;
  organization(accessToken: string): Promise<BankOrganization>;
  /** One page of an account's statement, newest change first; `updatedSince` narrows it to lines changed since. */
  transactions(accessToken: string, account: { id: string; iban: string }, page: number, updatedSince: Date | null): Promise<BankStatementPage>;
  /** Verification of Payee for one payee or many (the bulk call), before any transfer. */
  verifyPayees(accessToken: string, payees: PayeeToVerify[]): Promise<PayeeVerificationAnswer>;
  /** A SEPA transfer; the same idempotency key again answers the first transfer, never a second one. */
  transfer(accessToken: string, idempotencyKey: string, request: BankTransferRequest): Promise<BankTransferAnswer>;
  transferStatus(accessToken: string, transferId: string): Promise<BankTransfer>;
  scaSession(accessToken: string, token: string): Promise<ScaResult>;
  /** Asks the bank to post its transfer status events to the callback URL, signed with the secret. */
  subscribeTransferEvents(accessToken: string, callbackUrl: string, secret: string): Promise<void>;
  /**
   * The transfer a posted event concerns, when the signature holds over the exact body; null when it
   * does not (or the event is about something else). The event is only a hint: the transfer is read back.
   */
  transferEvent(body: string, signature: string | undefined, secret: string, now: Date): TransferEvent | null;
}

export interface TransferEvent {
  /** The bank's organization (the connection's external account id). */
  organizationId: string;
  transferId: string;
}

/** Where banks post their transfer events, under /backend. */
export const BANK_WEBHOOK_PATH = '/public/bank/webhook';
