import { describe, expect, it } from 'vitest';
import { issueMessage } from '../i18n/validation-messages.ts';
import { USER_MESSAGES, ZCreateDriver, ZUpdateDriver, ZUserSearch, zAssignCableToUserForm, zPaymentAccountForm } from './users.ts';

const messages = (r: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  r.error?.issues.map((i) => issueMessage(i)) ?? [];

describe('driver schemas', () => {
  it('needs first name, last name and email to add a driver, and says which are missing', () => {
    const r = ZCreateDriver.safeParse({ firstName: ' ', email: '' }, { reportInput: true });
    expect(messages(r)).toEqual(['First name: Is required', 'Last name: Is required', 'Email: Is required']);
  });

  it('turns empty optional fields into null and keeps absent ones absent on an edit', () => {
    const r = ZUpdateDriver.parse({ firstName: 'Ada', lastName: 'L', email: 'ada@x.test', carPlate: '', city: ' Wien ' });
    expect(r.carPlate).toBeNull();
    expect(r.city).toBe('Wien');
    expect(r.costCenter).toBeUndefined();
  });

  it('checks the receipt recipient email only when one is given', () => {
    expect(ZCreateDriver.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.test', receiptRecipientEmail: '' }).success).toBe(true);
    const r = ZCreateDriver.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.test', receiptRecipientEmail: 'nope' });
    expect(messages(r)).toEqual(['Receipt recipient email: Must be a valid email address']);
  });

  it('sorts the drivers table by expense, highest first, 50 a page, drivers only', () => {
    expect(ZUserSearch.parse({})).toMatchObject({ sortField: 'expense', sortDir: 'DESC', pageSize: 50, pageNumber: 0, role: 'USER' });
    expect(ZUserSearch.safeParse({ year: '1999' }).success).toBe(false);
    expect(ZUserSearch.safeParse({ month: '13' }).success).toBe(false);
  });

  it('speaks the spec words in the cable and payment account forms', () => {
    const cable = zAssignCableToUserForm('u1');
    expect(cable.safeParse({ userId: '' }).error?.issues[0]?.message).toBe(USER_MESSAGES.en.selectUser);
    expect(cable.safeParse({ userId: 'u1' }).error?.issues[0]?.message).toBe("You can't assign the cable to the same user.");
    expect(zPaymentAccountForm().safeParse({ iban: '' }).error?.issues[0]?.message).toBe('Please enter the IBAN/Account ID');
    expect(zPaymentAccountForm().safeParse({ iban: 'DE89 3704 0044 0532 0130 00' }).success).toBe(true);
  });
});
