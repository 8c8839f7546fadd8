import { describe, expect, it } from 'vitest';
import { RENEWAL_STATUSES, type RenewalStatus } from '../common/enums.ts';
import { addYearsIso } from '../common/calendar-days.ts';
import { licenseStatusOn } from './license-dates.ts';
import { canMoveRenewal, fleetManagerMayMove, renewalSteps } from './renewal-flow.ts';

describe('renewal steps', () => {
  it('move one step forward along the list, or to CANCELLED while open', () => {
    expect(renewalSteps('PENDING')).toEqual(['AWAITING_CONFIRMATION', 'CANCELLED']);
    expect(renewalSteps('PAID')).toEqual(['SCHEDULED', 'CANCELLED']);
    expect(renewalSteps('SCHEDULED')).toEqual(['RENEWED', 'CANCELLED']);
    expect(renewalSteps('RENEWED')).toEqual([]);
    expect(renewalSteps('CANCELLED')).toEqual([]);
  });

  it('refuses every jump, every step back and staying put', () => {
    const order = RENEWAL_STATUSES.filter((s) => s !== 'CANCELLED');
    for (const from of RENEWAL_STATUSES) {
      for (const to of RENEWAL_STATUSES) {
        const i = order.indexOf(from as (typeof order)[number]);
        const open = from !== 'RENEWED' && from !== 'CANCELLED';
        const expected = open && (to === 'CANCELLED' || order[i + 1] === to);
        expect(canMoveRenewal(from as RenewalStatus, to as RenewalStatus), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('lets fleet managers only confirm or decline what awaits them', () => {
    expect(fleetManagerMayMove('AWAITING_CONFIRMATION', 'ACCEPTED')).toBe(true);
    expect(fleetManagerMayMove('AWAITING_CONFIRMATION', 'CANCELLED')).toBe(true);
    expect(fleetManagerMayMove('PENDING', 'AWAITING_CONFIRMATION')).toBe(false);
    expect(fleetManagerMayMove('ACCEPTED', 'INVOICED')).toBe(false);
  });
});

describe('license dates', () => {
  it('are expiring soon from 30 days before the expiration date and expired from that day on', () => {
    expect(licenseStatusOn('2026-03-31', '2026-02-28')).toBe('ACTIVE');
    expect(licenseStatusOn('2026-03-31', '2026-03-01')).toBe('EXPIRING_SOON');
    expect(licenseStatusOn('2026-03-31', '2026-03-30')).toBe('EXPIRING_SOON');
    expect(licenseStatusOn('2026-03-31', '2026-03-31')).toBe('EXPIRED');
  });

  it('a year after 29 February is 28 February', () => {
    expect(addYearsIso('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYearsIso('2026-05-17', 1)).toBe('2027-05-17');
  });
});

describe('money typed into a form', () => {
  it('becomes minor units without floating point', async () => {
    const { moneyInputToMinor, minorToMoneyInput } = await import('./license-forms.ts');
    expect(moneyInputToMinor('119')).toBe(11_900);
    expect(moneyInputToMinor('119,5')).toBe(11_950);
    expect(moneyInputToMinor('0.29')).toBe(29);
    expect(moneyInputToMinor('1.005')).toBeNull();
    expect(moneyInputToMinor('-3')).toBeNull();
    expect(minorToMoneyInput(11_905)).toBe('119.05');
  });
});
