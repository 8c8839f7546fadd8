import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { freePort } from '../../../test/free-port.ts';
import { smtpMailer, withTimeouts } from './client.ts';
import { renderMail } from './render.ts';
import { sandboxMailer } from './sandbox.ts';
import { readMail, startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

let database: Database;
let drop: () => Promise<void>;
let smtp: TestSmtpServer;
const FROM = 'Fleetwatt <no-reply@fleetwatt.example>';

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  smtp = await startTestSmtpServer({
    auth: { user: 'mailer', pass: 's3cret:pass' },
    rejectRecipient: (to) => to.startsWith('unknown@'),
  });
});
afterAll(async () => {
  await smtp?.close();
  await drop?.();
});

interface OutboxRow {
  status: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: { fileName: string; contentType: string; sizeBytes: number }[];
  sent_at: Date | null;
  error: string | null;
}
const outboxRow = async (id: string) =>
  (await database.query<OutboxRow>('select * from email_outbox where id = $1', [id]))[0]!;

describe('SMTP mailer', () => {
  it('delivers over SMTP with credentials, text, HTML and attachments, and logs the mail as SENT', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: FROM, database });
    const body = renderMail({
      lang: 'de',
      greeting: 'Hallo,',
      paragraphs: ['Ihre Quittung für Oktober liegt bei.'],
      action: { label: 'Öffnen', url: 'http://example.test/receipts/1?a=1&b=2' },
      signature: 'Ihr Fleetwatt-Team',
    });
    const sent = await mailer.send({
      to: 'driver@example.test',
      subject: 'Quittung für Oktober – Grüße',
      ...body,
      attachments: [{ fileName: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') }],
    });
    expect(sent.status).toBe('SENT');

    const received = smtp.received.at(-1)!;
    expect(received.user).toBe('mailer');
    expect(received.from).toBe('no-reply@fleetwatt.example');
    expect(received.to).toEqual(['driver@example.test']);
    const mail = readMail(received.raw);
    expect(mail.subject).toBe('Quittung für Oktober – Grüße');
    expect(mail.headers.from).toBe('Fleetwatt <no-reply@fleetwatt.example>');
    expect(mail.text).toContain('Ihre Quittung für Oktober liegt bei.');
    expect(mail.text).toContain('http://example.test/receipts/1?a=1&b=2');
    expect(mail.html).toContain('href="http://example.test/receipts/1?a=1&amp;b=2"');
    expect(mail.attachments).toEqual(['receipt.pdf']);

    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({ status: 'SENT', to_address: 'driver@example.test', subject: 'Quittung für Oktober – Grüße', error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.body_text).toContain('Ihre Quittung');
    expect(row.attachments).toEqual([{ fileName: 'receipt.pdf', contentType: 'application/pdf', sizeBytes: 13 }]);
  });

  it('a recipient the server refuses is logged as FAILED with the server answer, and send does not throw', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: FROM, database });
    const before = smtp.received.length;
    const sent = await mailer.send({ to: 'unknown@example.test', subject: 'Hello', text: 'Hi' });
    expect(sent.status).toBe('FAILED');
    expect(sent.error).toMatch(/550 5\.1\.1/);
    expect(smtp.received.length).toBe(before);
    const row = await outboxRow(sent.id);
    expect(row.status).toBe('FAILED');
    expect(row.error).toMatch(/Recipient address rejected/);
    expect(row.sent_at).toBeNull();
  });

  it('wrong credentials fail the delivery', async () => {
    const url = smtp.url.replace('s3cret', 'wrong');
    const sent = await smtpMailer({ url, from: FROM, database }).send({ to: 'a@example.test', subject: 'x', text: 'x' });
    expect(sent.status).toBe('FAILED');
    expect(sent.error).toMatch(/535/);
  });

  it('a server nobody listens on fails the delivery instead of hanging', async () => {
    const port = await freePort();
    const sent = await smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: FROM, database }).send({
      to: 'a@example.test',
      subject: 'x',
      text: 'x',
    });
    expect(sent.status).toBe('FAILED');
    expect(sent.error).toMatch(/ECONNREFUSED|connect/i);
    expect((await outboxRow(sent.id)).status).toBe('FAILED');
  });

  it('adds default timeouts to the URL and keeps the ones it sets', () => {
    const url = new URL(withTimeouts('smtp://u:p@mail.example:587?socketTimeout=5000'));
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.username).toBe('u');
  });
});

describe('sandbox mailer', () => {
  it('keeps the mail in the outbox as SENT and delivers nothing', async () => {
    const before = smtp.received.length;
    const sent = await sandboxMailer({ database }).send({ to: 'x@example.test', subject: 'Sandbox', text: 'Body', html: '<p>Body</p>' });
    expect(sent.status).toBe('SENT');
    expect(await outboxRow(sent.id)).toMatchObject({ status: 'SENT', subject: 'Sandbox', body_text: 'Body', body_html: '<p>Body</p>' });
    expect(smtp.received.length).toBe(before);
  });
});

describe('renderMail', () => {
  it('escapes every value in the HTML body', () => {
    const { html, text } = renderMail({
      lang: 'en',
      greeting: 'Hello <b>you</b>,',
      paragraphs: ['A & B "quoted"'],
      signature: 'Team',
    });
    expect(html).toContain('Hello &lt;b&gt;you&lt;/b&gt;,');
    expect(html).toContain('A &amp; B &quot;quoted&quot;');
    expect(html).toContain('<html lang="en">');
    expect(text).toBe('Hello <b>you</b>,\n\nA & B "quoted"\n\nTeam\n');
  });
});
