import net from 'node:net';

/*
 * A tiny SMTP server for tests, on 127.0.0.1: enough of RFC 5321 (EHLO/HELO, AUTH PLAIN, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT) for nodemailer to deliver to it over the real protocol. It keeps
 * what it receives; readMail() decodes a received message far enough for assertions.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The user that authenticated on this connection, if any. */
  user: string | null;
  /** The message as sent after DATA, dot-stuffing removed. */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:port, with the credentials when the server asks for them. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Require AUTH PLAIN with these credentials before MAIL. */
  auth?: { user: string; pass: string };
  /** Recipients answered with 550 (user unknown). */
  rejectRecipient?: (address: string) => boolean;
}

export function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let awaitingPlain = false;
    let user: string | null = null;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const authenticate = (b64: string) => {
      const [, name = '', pass = ''] = Buffer.from(b64, 'base64').toString('utf8').split('\0');
      if (options.auth && name === options.auth.user && pass === options.auth.pass) {
        user = name;
        reply('235 2.7.0 Authentication successful');
      } else {
        reply('535 5.7.8 Authentication credentials invalid');
      }
    };

    const command = (line: string) => {
      if (awaitingPlain) {
        awaitingPlain = false;
        authenticate(line.trim());
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          reply('250-test.smtp.local');
          if (options.auth) reply('250-AUTH PLAIN');
          reply('250 8BITMIME');
          return;
        case 'HELO':
          reply('250 test.smtp.local');
          return;
        case 'AUTH': {
          const [mechanism = '', initial] = arg.split(' ');
          if (mechanism.toUpperCase() !== 'PLAIN') return reply('504 5.5.4 Unrecognized authentication type');
          if (initial) authenticate(initial);
          else {
            awaitingPlain = true;
            reply('334 ');
          }
          return;
        }
        case 'MAIL':
          if (options.auth && !user) return reply('530 5.7.0 Authentication required');
          envelope = { from: address(arg), to: [] };
          return reply('250 2.1.0 Ok');
        case 'RCPT': {
          const to = address(arg);
          if (options.rejectRecipient?.(to)) return reply(`550 5.1.1 <${to}>: Recipient address rejected: user unknown`);
          envelope.to.push(to);
          return reply('250 2.1.5 Ok');
        }
        case 'DATA':
          if (!envelope.to.length) return reply('503 5.5.1 Need RCPT command');
          inData = true;
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          envelope = { from: '', to: [] };
          return reply('250 2.0.0 Ok');
        case 'NOOP':
          return reply('250 2.0.0 Ok');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          return reply('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          // The message ends with a line holding a single dot; an empty message starts with it.
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const body = end === 0 ? '' : buffer.slice(0, end);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          const raw = body
            .split('\r\n')
            .map((l) => (l.startsWith('..') ? l.slice(1) : l))
            .join('\r\n');
          received.push({ from: envelope.from, to: envelope.to, user, raw });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
    reply('220 test.smtp.local ESMTP');
  });

  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      const credentials = options.auth
        ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
        : '';
      resolve({
        port,
        url: `smtp://${credentials}127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** "FROM:<a@b.c> SIZE=12" -> "a@b.c". */
function address(arg: string): string {
  return /<([^>]*)>/.exec(arg)?.[1] ?? arg.replace(/^(FROM|TO):/i, '').trim();
}

export interface ReadMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** File names of the attachments. */
  attachments: string[];
}

/** Headers (unfolded, encoded words decoded), the text and HTML parts and attachment names of a received message. */
export function readMail(raw: string): ReadMail {
  const out: ReadMail = { headers: {}, subject: '', text: '', html: '', attachments: [] };
  const top = splitEntity(raw);
  out.headers = top.headers;
  out.subject = top.headers.subject ?? '';
  collectParts(top, out);
  return out;
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const sep = raw.indexOf('\r\n\r\n');
  const head = sep < 0 ? raw : raw.slice(0, sep);
  const body = sep < 0 ? '' : raw.slice(sep + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(entity: Entity, out: ReadMail) {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(splitEntity(part.replace(/^\r\n/, '')), out);
    }
    return;
  }
  const disposition = entity.headers['content-disposition'] ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  if (fileName) {
    out.attachments.push(fileName);
    return;
  }
  const content = decodeBody(entity.body, entity.headers['content-transfer-encoding'] ?? '7bit');
  if (/^text\/html/i.test(type)) out.html += content;
  else if (/^text\/plain/i.test(type)) out.text += content;
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
