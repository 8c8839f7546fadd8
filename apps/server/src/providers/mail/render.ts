import type { Language } from '@fleetwatt/shared';

/** What a mail says, in the reader's language; renderMail turns it into a text and an HTML body. */
export interface MailContent {
  lang: Language;
  /** "Hello," */
  greeting: string;
  paragraphs: string[];
  /** One button in the HTML, a labelled link in the text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (validity, what to do if the link does not open). */
  after?: string[];
  /** "Your Fleetwatt team" */
  signature: string;
}

export interface RenderedMail {
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const paragraph = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;

/** The plain-text and HTML bodies of a mail; every value is escaped in the HTML. */
export function renderMail(content: MailContent): RenderedMail {
  const after = content.after ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    content.signature,
  ].join('\n\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 20px;border-radius:6px;background:#0b7285;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${content.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b7285">Fleetwatt</p>
${[paragraph(content.greeting), ...content.paragraphs.map(paragraph)].join('\n')}
${button}
${after.map(paragraph).join('\n')}
${paragraph(content.signature)}
</div>
</body>
</html>
`;
  return { text: `${text}\n`, html };
}
