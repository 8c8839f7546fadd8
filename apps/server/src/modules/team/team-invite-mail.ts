import type { StaffRole } from '@fleetwatt/shared';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';
import { invitationInLanguage, type InvitationBasics } from '../../lib/mail-language.ts';

const TEXTS = {
  en: {
    subject: (company: string) => `You are invited to manage ${company} on Fleetwatt`,
    adminSubject: 'You are invited to Fleetwatt as an administrator',
    greeting: 'Hello,',
    manager: (company: string, inviter: string) =>
      `${inviter} invites you to manage the company car fleet of ${company} on Fleetwatt as a fleet manager.`,
    admin: (inviter: string) => `${inviter} invites you to Fleetwatt as an administrator.`,
    account: (email: string) =>
      `Open the invitation and create your account with this email address (${email}), or sign in if you already have one.`,
    action: 'Open the invitation',
    validUntil: (date: string) => `The invitation is valid until ${date}.`,
    ignore: 'If you did not expect this invitation, you can ignore this email.',
    signature: 'Your Fleetwatt team',
  },
  de: {
    subject: (company: string) => `Einladung zur Verwaltung von ${company} auf Fleetwatt`,
    adminSubject: 'Einladung zu Fleetwatt als Administrator',
    greeting: 'Guten Tag,',
    manager: (company: string, inviter: string) =>
      `${inviter} lädt Sie ein, den Dienstwagen-Fuhrpark von ${company} auf Fleetwatt als Fuhrparkmanager zu verwalten.`,
    admin: (inviter: string) => `${inviter} lädt Sie als Administrator zu Fleetwatt ein.`,
    account: (email: string) =>
      `Öffnen Sie die Einladung und erstellen Sie Ihr Konto mit dieser E-Mail-Adresse (${email}), oder melden Sie sich an, falls Sie schon eines haben.`,
    action: 'Einladung öffnen',
    validUntil: (date: string) => `Die Einladung ist gültig bis ${date}.`,
    ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Fleetwatt-Team',
  },
} as const;

/** The web app's page of a team invite; it leads through sign-up or sign-in into the company. */
export function teamInviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/public/team-invite/${encodeURIComponent(token)}`;
}

export function teamInviteMail(
  invite: InvitationBasics & { companyId: string | null; companyName: string | null; role: StaffRole; inviter: string },
): MailMessage {
  const { lang, t, validUntil } = invitationInLanguage(TEXTS, invite.language, invite.expiresAt);
  const intro =
    invite.role === 'ADMINISTRATOR' || !invite.companyName ? t.admin(invite.inviter) : t.manager(invite.companyName, invite.inviter);
  const body = renderMail({
    lang,
    greeting: t.greeting,
    paragraphs: [intro, t.account(invite.email)],
    action: { label: t.action, url: teamInviteLink(invite.publicUrl, invite.token) },
    after: [t.validUntil(validUntil), t.ignore],
    signature: t.signature,
  });
  const subject = invite.role === 'ADMINISTRATOR' || !invite.companyName ? t.adminSubject : t.subject(invite.companyName);
  return { to: invite.email, subject, companyId: invite.companyId, ...body };
}
