import { describe, expect, it } from 'vitest';
import { inviteLink, inviteMail } from './invite-mail.ts';

const base = {
  companyId: '10000000-0000-4000-8000-000000000001',
  companyName: 'Voltwerk Holding GmbH',
  email: 'anna@firma.de',
  token: 'Ab-_9xYz',
  expiresAt: new Date('2026-12-05T23:30:00Z'),
  publicUrl: 'https://fleetwatt.example',
};

describe('invitation mail', () => {
  it('in English: subject, link to the invite page, validity and the hint to register in the app', () => {
    const mail = inviteMail({ ...base, language: 'ENGLISH' });
    expect(mail).toMatchObject({ to: 'anna@firma.de', subject: 'Voltwerk Holding GmbH invites you to Fleetwatt', companyId: base.companyId });
    expect(mail.text).toContain('Open the invitation:\nhttps://fleetwatt.example/public/invite/Ab-_9xYz');
    expect(mail.text).toContain('The invitation is valid until December 5, 2026.');
    expect(mail.text).toContain('register in the Fleetwatt mobile app with this email address (anna@firma.de)');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('in German, with the date the German way (in UTC)', () => {
    const mail = inviteMail({ ...base, language: 'GERMAN' });
    expect(mail.subject).toBe('Voltwerk Holding GmbH lädt Sie zu Fleetwatt ein');
    expect(mail.text).toMatch(/^Guten Tag,/);
    expect(mail.text).toContain('Einladung öffnen:\nhttps://fleetwatt.example/public/invite/Ab-_9xYz');
    expect(mail.text).toContain('Die Einladung ist gültig bis 5. Dezember 2026.');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('escapes a company name in the HTML body', () => {
    const mail = inviteMail({ ...base, companyName: 'A & B <GmbH>', language: 'ENGLISH' });
    expect(mail.html).toContain('A &amp; B &lt;GmbH&gt; invites you');
    expect(mail.text).toContain('A & B <GmbH> invites you');
  });

  it('links to the public invite page', () => {
    expect(inviteLink('http://localhost:3000', 'x/y')).toBe('http://localhost:3000/public/invite/x%2Fy');
  });
});
