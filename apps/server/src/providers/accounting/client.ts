import type { z } from 'zod';
import type { Config } from '../../config.ts';
import {
  API_KEY_HEADER,
  IDEMPOTENCY_HEADER,
  ZAccountingInvoice,
  ZAccountingPayment,
  ZAccountingPaymentList,
  type AccountingInvoice,
  type AccountingInvoiceDocument,
  type AccountingPayment,
} from './api.ts';

/** Why a call to the accounting service failed, for a message the user can read. */
export type AccountingFailure = 'timeout' | 'unavailable' | 'refused' | 'unreadable' | 'unreachable';

export class AccountingError extends Error {
  constructor(
    readonly kind: AccountingFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AccountingError';
  }
}

export interface AccountingClient {
  pushInvoice(reference: string, document: AccountingInvoiceDocument): Promise<AccountingInvoice>;
  listPayments(reference: string): Promise<AccountingPayment[]>;
  retryPayment(paymentId: string, idempotencyKey: string): Promise<AccountingPayment>;
  refundPayment(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<AccountingPayment>;
}

/** The accounting service over HTTP (or its sandbox), with the configured API key and timeout. */
export function accountingClient(config: Pick<Config, 'providers'>): AccountingClient {
  const { baseUrl, apiKey } = config.providers.accounting;
  const timeoutMs = config.providers.timeoutMs;

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { [API_KEY_HEADER]: apiKey, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new AccountingError('timeout', `${method} ${path} timed out after ${timeoutMs} ms`);
      throw new AccountingError('unreachable', `${method} ${path}: ${(err as Error).message}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      const name = (err as Error).name;
      throw new AccountingError(name === 'TimeoutError' ? 'timeout' : 'unreachable', `${method} ${path}: ${(err as Error).message}`);
    }
    if (!response.ok) {
      const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'refused';
      throw new AccountingError(kind, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    }
    try {
      return schema.parse(JSON.parse(text));
    } catch {
      throw new AccountingError('unreadable', `${method} ${path} answered something unreadable`);
    }
  }

  const ref = encodeURIComponent;
  return {
    pushInvoice: (reference, document) => call('PUT', `/v1/invoices/${ref(reference)}`, ZAccountingInvoice, { body: document }),
    listPayments: async (reference) =>
      (await call('GET', `/v1/invoices/${ref(reference)}/payments`, ZAccountingPaymentList)).payments,
    retryPayment: (paymentId, idempotencyKey) =>
      call('POST', `/v1/payments/${ref(paymentId)}/retry`, ZAccountingPayment, { body: {}, idempotencyKey }),
    refundPayment: (paymentId, amountMinor, idempotencyKey) =>
      call('POST', `/v1/payments/${ref(paymentId)}/refunds`, ZAccountingPayment, { body: { amountMinor }, idempotencyKey }),
  };
}
