import pino from 'pino';
import { loadConfig, loadDotEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { argumentPath } from '../../store-location';
import { createMailer } from '../mail/mailer';
import { cliActor } from '../staff/audit';
import { createUploadStore, exportUpload, formatMegabytes } from '../uploads/store';
import { REQUEST_STATUSES, replyToRequest, setRequestStatus } from './admin';
import { LIST_NAMES, listRequests, markDelivered, StaffCommandError, showRequest } from './staff';
import type { RequestStatus } from './tables';

/**
 * Staff command for quotes, returns, contact messages and job applications (README "Requests"),
 * on the database of DATABASE_URL:
 *   npm run requests -w apps/commerce -- list quotes|returns|contact|careers [--open]
 *   npm run requests -w apps/commerce -- show <protocol>
 *   npm run requests -w apps/commerce -- resolve|refuse <protocol> [--note "…"]
 *   npm run requests -w apps/commerce -- status <protocol> open|in_progress|resolved|refused [--note "…"]
 *   npm run requests -w apps/commerce -- reply <protocol> --text "…"
 *   npm run requests -w apps/commerce -- deliver <order number> [--date YYYY-MM-DD]
 *   npm run requests -w apps/commerce -- export-file <upload id> <path>
 */
const USAGE = `Usage:
  requests list quotes|returns|contact|careers [--open]
  requests show <protocol>
  requests resolve|refuse <protocol> [--note "text"]
  requests status <protocol> in_progress|resolved|refused [--note "text"]
  requests reply <protocol> --text "text"
  requests deliver <order number> [--date YYYY-MM-DD]
  requests export-file <upload id> <path>`;

/** The value after a flag (`--note text`), if the flag is there. */
function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--'))
    throw new StaffCommandError(`${flag} needs a value\n${USAGE}`);
  return value;
}

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const [command, first, ...rest] = process.argv.slice(2);
  if (!command || !first) throw new StaffCommandError(USAGE);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    const { db } = database;
    switch (command) {
      case 'list': {
        const kind = LIST_NAMES[first];
        if (!kind) throw new StaffCommandError(USAGE);
        const rows = await listRequests(db, kind, { openOnly: rest.includes('--open') });
        if (rows.length === 0) console.log('No requests.');
        for (const r of rows)
          console.log(`${r.protocol}\t${r.status}\t${r.created_at.slice(0, 16)}\t${r.summary}`);
        return;
      }
      case 'show': {
        const { request, uploads } = await showRequest(db, first);
        for (const [key, value] of Object.entries(request)) {
          if (value !== null && value !== '') console.log(`${key}: ${value}`);
        }
        for (const u of uploads) {
          console.log(
            `file #${u.id}: ${u.original_name} (${u.kind}, ${u.mime}, ${formatMegabytes(u.size_bytes)}, sha256 ${u.sha256})`,
          );
        }
        return;
      }
      case 'resolve':
      case 'refuse':
      case 'status': {
        const status = (
          command === 'resolve' ? 'resolved' : command === 'refuse' ? 'refused' : rest[0]
        ) as RequestStatus;
        if (!REQUEST_STATUSES.includes(status)) throw new StaffCommandError(USAGE);
        await setRequestStatus(db, first, status, { note: option(rest, '--note'), actor: cliActor() });
        console.log(`${first.toUpperCase()} ${status}.`);
        return;
      }
      case 'reply': {
        const text = option(rest, '--text');
        if (!text?.trim()) throw new StaffCommandError(`--text is required\n${USAGE}`);
        // The same service as the back office: recorded, audited and queued in the outbox, which
        // this command then empties when SMTP is configured (otherwise the server sends it).
        const mailer = createMailer({
          db,
          log: pino({ level: 'warn' }),
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          kick: 'when-told',
        });
        let sent = 0;
        try {
          await replyToRequest(db, mailer, first, text, { actor: cliActor() });
          if (config.mail.smtpUrl) sent = await mailer.deliverPending();
        } finally {
          await mailer.close();
        }
        console.log(
          `${first.toUpperCase()} replied; ${sent > 0 ? 'e-mail sent' : 'the e-mail waits in the outbox for the server'}.`,
        );
        return;
      }
      case 'deliver': {
        const deliveredAt = await markDelivered(db, first, option(rest, '--date'));
        console.log(
          `Order ${first} delivered at ${deliveredAt}; returns accepted for ${config.content.returnDeadlineDays} days.`,
        );
        return;
      }
      case 'export-file': {
        const id = Number(first);
        const destination = rest[0];
        if (!Number.isInteger(id) || id <= 0 || !destination) throw new StaffCommandError(USAGE);
        const row = await exportUpload(
          db,
          createUploadStore(config.content.uploadsDir),
          id,
          argumentPath(destination),
        );
        console.log(
          `Upload #${row.id} (${row.original_name}, ${row.mime}) written to ${argumentPath(destination)}.`,
        );
        return;
      }
      default:
        throw new StaffCommandError(USAGE);
    }
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
