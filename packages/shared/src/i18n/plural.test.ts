import { describe, expect, it } from 'vitest';
import { pricingMessage } from '../pricing/pricing.ts';
import { tariffMessage } from '../tariffs/tariff-messages.ts';
import { invoiceMessage } from '../invoices/invoice-messages.ts';
import { formatMessage, pluralForm } from './plural.ts';

describe('count messages', () => {
  it("picks i18next's _one for exactly one and _other for zero and many, in English and German", () => {
    expect([0, 1, 2, 1.5].map((n) => pluralForm(n, 'en'))).toEqual(['_other', '_one', '_other', '_other']);
    expect([0, 1, 2].map((n) => pluralForm(n, 'de'))).toEqual(['_other', '_one', '_other']);
  });

  it('fills placeholders and keeps a missing one visible', () => {
    const table = { items_one: '{count} item in {place}', items_other: '{count} items in {place}', plain: 'No count' };
    expect(formatMessage(table, 'items', 'en', { count: 0, place: 'A' })).toBe('0 items in A');
    expect(formatMessage(table, 'items', 'en', { count: 1 })).toBe('1 item in {place}');
    expect(formatMessage(table, 'plain', 'en')).toBe('No count');
  });

  it('says the tariff, price-series and payment-provider counts in the singular for one', () => {
    expect(tariffMessage('usedBySubmittedReceipt', 'en', { number: 4, count: 1 })).toBe(
      'Tariff #4 cannot be deleted: one of its sessions is in a submitted receipt.',
    );
    expect(tariffMessage('usedBySubmittedReceipt', 'de', { number: 4, count: 3 })).toBe(
      'Tarif Nr. 4 kann nicht gelöscht werden: 3 seiner Ladevorgänge sind in einem eingereichten Beleg.',
    );
    expect(tariffMessage('transferSubmittedLeft', 'de', { number: 4, count: 1 })).toContain('behält 1 Ladevorgang eines');
    expect(pricingMessage('csvMore', 'en', { count: 1 })).toBe('… and 1 more problem');
    expect(pricingMessage('csvMore', 'de', { count: 1 })).toBe('… und 1 weiterer Fehler');
    expect(pricingMessage('csvMore', 'de', { count: 7 })).toBe('… und 7 weitere Fehler');
    expect(invoiceMessage('billingRateLimited', 'en', { count: 1 })).toBe('the payment provider is busy; try again in 1 second.');
    expect(invoiceMessage('billingRateLimited', 'de', { count: 30 })).toBe('Der Zahlungsdienst ist ausgelastet; versuchen Sie es in 30 Sekunden erneut.');
  });
});
