import { invitationInLanguage, type InvitationBasics } from '../../lib/mail-language.ts';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';

const TEXTS = {
  en: {
    subject: (company: string) => `${company} invites you to Fleetwatt`,
    greeting: 'Hello,',
    invite: (company: string) =>
      `${company} invites you to join its fleet on Fleetwatt, so that the electricity you charge at home for your company car is reimbursed.`,
    account: (email: string) =>
      `Open the invitation to accept or decline it. If you do not have a Fleetwatt account yet, please register in the Fleetwatt mobile app with this email address (${email}) first.`,
    action: 'Open the invitation',
    validUntil: (date: string) => `The invitation is valid until ${date}.`,
    ignore: 'If you did not expect this invitation, you can ignore this email.',
    signature: 'Your Fleetwatt team',
  },
  de: {
    subject: (company: string) => `${company} lädt Sie zu Fleetwatt ein`,
    greeting: 'Guten Tag,',
    invite: (company: string) =>
      `${company} lädt Sie ein, der Fahrzeugflotte auf Fleetwatt beizutreten, damit Ihnen der zu Hause geladene Strom für Ihren Dienstwagen erstattet wird.`,
    account: (email: string) =>
      `Öffnen Sie die Einladung, um sie anzunehmen oder abzulehnen. Falls Sie noch kein Fleetwatt-Konto haben, registrieren Sie sich bitte zuerst in der Fleetwatt-App mit dieser E-Mail-Adresse (${email}).`,
    action: 'Einladung öffnen',
    validUntil: (date: string) => `Die Einladung ist gültig bis ${date}.`,
    ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Fleetwatt-Team',
  },
} as const;

/** The public page of an invite. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/public/invite/${encodeURIComponent(token)}`;
}

/** The invitation mail in the invite's language, with the link to its page. */
export function inviteMail(invite: InvitationBasics & { companyId: string; companyName: string }): MailMessage {
  const { lang, t, validUntil } = invitationInLanguage(TEXTS, invite.language, invite.expiresAt);
  const body = renderMail({
    lang,
    greeting: t.greeting,
    paragraphs: [t.invite(invite.companyName), t.account(invite.email)],
    action: { label: t.action, url: inviteLink(invite.publicUrl, invite.token) },
    after: [t.validUntil(validUntil), t.ignore],
    signature: t.signature,
  });
  return { to: invite.email, subject: t.subject(invite.companyName), companyId: invite.companyId, ...body };
}
