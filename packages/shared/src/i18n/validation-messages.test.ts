import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { humanizeField, issueMessage, pickLanguage } from './validation-messages.ts';

const messages = (schema: z.ZodType, input: unknown, lang: 'en' | 'de' = 'en') => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues.map((i) => issueMessage(i, lang));
};

describe('validation messages', () => {
  it('names the field in words before the generic message', () => {
    expect(messages(z.object({ receiptRecipientEmail: z.email() }), { receiptRecipientEmail: 'x' })).toEqual([
      'Receipt recipient email: Must be a valid email address',
    ]);
  });

  it('speaks German when asked', () => {
    expect(messages(z.object({ firstName: z.string().min(2) }), { firstName: 'a' }, 'de')).toEqual([
      'First name: Muss mindestens 2 Zeichen haben',
    ]);
  });

  it('uses the spec wording for each issue kind', () => {
    const schema = z.object({
      kind: z.enum(['A', 'B']),
      count: z.number().max(3),
      tags: z.array(z.string()).min(2),
      website: z.url(),
      price: z.number(),
    });
    expect(messages(schema, { kind: 'C', count: 9, tags: [], website: 'nope', price: 'x' })).toEqual([
      'Kind: Value must be one of the list',
      'Count: Value is too big',
      'Tags: Must have at least 2 items',
      'Website: Must be a valid URL',
      'Price: Invalid selection',
    ]);
  });

  it('speaks of one item, one character, in the singular in both languages', () => {
    const schema = z.object({ tags: z.array(z.string()).min(1), code: z.string().max(1) });
    expect(messages(schema, { tags: [], code: 'ab' })).toEqual(['Tags: Must have at least 1 item', 'Code: Must have at most 1 character']);
    expect(messages(schema, { tags: [], code: 'ab' }, 'de')).toEqual(['Tags: Muss mindestens 1 Eintrag haben', 'Code: Darf höchstens 1 Zeichen haben']);
  });

  it('picks the plural form for 0, 1 and many in both languages', () => {
    const arrays = (min: number, lang: 'en' | 'de') => messages(z.object({ tags: z.array(z.string()).min(min) }), { tags: [] as string[] }, lang)[0];
    expect(arrays(1, 'en')).toBe('Tags: Must have at least 1 item');
    expect(arrays(3, 'en')).toBe('Tags: Must have at least 3 items');
    expect(arrays(1, 'de')).toBe('Tags: Muss mindestens 1 Eintrag haben');
    expect(arrays(3, 'de')).toBe('Tags: Muss mindestens 3 Einträge haben');
    const atMost = (max: number, lang: 'en' | 'de') =>
      messages(z.object({ tags: z.array(z.string()).max(max), code: z.string().max(max) }), { tags: ['a', 'b'], code: 'ab' }, lang);
    expect(atMost(0, 'en')).toEqual(['Tags: Must have at most 0 items', 'Code: Must have at most 0 characters']);
    expect(atMost(0, 'de')).toEqual(['Tags: Darf höchstens 0 Einträge haben', 'Code: Darf höchstens 0 Zeichen haben']);
    expect(atMost(1, 'en')).toEqual(['Tags: Must have at most 1 item', 'Code: Must have at most 1 character']);
    expect(messages(z.object({ name: z.string().min(5) }), { name: 'ab' })).toEqual(['Name: Must have at least 5 characters']);
    expect(messages(z.object({ name: z.string().min(1) }), { name: '' }, 'de')).toEqual(['Name: Ist erforderlich']);
  });

  it('says a negative amount is refused as negative', () => {
    expect(messages(z.object({ unitPrice: z.number().int().min(0) }), { unitPrice: -500 })).toEqual(['Unit price: Must not be negative']);
    expect(messages(z.object({ unitPrice: z.number().int().min(0) }), { unitPrice: -500 }, 'de')).toEqual(['Unit price: Darf nicht negativ sein']);
  });

  it('says a missing field is required', () => {
    expect(messages(z.object({ lastName: z.string() }), {})).toEqual(['Last name: Is required']);
  });

  it('humanizes nested paths with one-based positions', () => {
    expect(humanizeField(['items', 0, 'unitPrice'])).toBe('Items 1 unit price');
  });

  it('reads the preferred language from Accept-Language', () => {
    expect(pickLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('fr-FR,en;q=0.5,de;q=0.4')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});
