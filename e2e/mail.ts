// The journeys' mailbox: one real SMTP server for the whole run (global-setup.ts) that writes
// each message it receives to a folder, so every worker reads what the store sent. The store
// drops a message's body from its outbox once it is delivered, so journeys read mail here.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SMTP_PORT } from './ports';

/** One folder per SMTP port: side-by-side runs keep their mail apart. */
export const MAIL_DIR = path.join(import.meta.dirname, `.mail-${SMTP_PORT}`);

export interface ReceivedMail {
  to: string[];
  /** The store's kind of message (the X-Mail-Kind header), e.g. 'order-confirmation'. */
  kind: string;
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  raw: string;
}

/** Starts the SMTP server on SMTP_PORT with an empty folder; returns its stop function. */
export async function startMailSink(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const file = path.join(MAIL_DIR, `${String(++count).padStart(6, '0')}.json`);
        const body = JSON.stringify({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        // Written whole, then renamed: a reader never sees half a message.
        fs.writeFileSync(`${file}.tmp`, body);
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => smtp.close(() => resolve()));
}

/** The leaf parts of a MIME message (enough of RFC 2046 for nodemailer's output). */
export function mimeParts(raw: string): { headers: string; body: string }[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.replace(/\r\n\s+/g, ' '))?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
}

export function decodePart(part: { headers: string; body: string }): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body, 'utf8');
}

/** A header of the message's top part, unfolded and with RFC 2047 words decoded. */
function header(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodePart({
            headers: 'content-transfer-encoding: quoted-printable',
            body: text.replace(/_/g, ' '),
          }).toString('utf8'),
    );
}

function parse(file: string): ReceivedMail {
  const { to, raw } = JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string[]; raw: string };
  const plain = mimeParts(raw).find((p) => /content-type:\s*text\/plain/i.test(p.headers));
  return {
    to,
    raw,
    kind: header(raw, 'X-Mail-Kind'),
    subject: header(raw, 'Subject'),
    text: plain ? decodePart(plain).toString('utf8') : '',
  };
}

/** Every message received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => parse(path.join(MAIL_DIR, name)));
}

/** The newest message to `to` (of `kind`, if given) that `match` accepts, waiting up to `timeoutMs`. */
export async function waitForMail(
  to: string,
  {
    kind,
    match,
    timeoutMs = 20_000,
  }: { kind?: string; match?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMails()
      .reverse()
      .find((mail) => mail.to.includes(to) && (!kind || mail.kind === kind) && (!match || match(mail)));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no ${kind ?? ''} e-mail to ${to}`.replace('  ', ' '));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a message's text (that matches `pattern`, if given). */
export function linkIn(mail: ReceivedMail, pattern = /https?:\/\/\S+/): URL {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the ${mail.kind} e-mail to ${mail.to.join(', ')}`);
  return new URL(link);
}
