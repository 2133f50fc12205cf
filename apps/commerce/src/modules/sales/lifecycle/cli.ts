import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig, loadDotEnv } from '../../../config';
import { openDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { createMailer } from '../../mail/mailer';
import { createPaymentProviders } from '../../payments/provider-factory';
import { createPaymentService } from '../../payments/service';
import { loadVaultKey } from '../../vault/key';
import { registerOrderMails } from '../order-mail';
import { findOrderByNumber } from '../repository';
import { auditOrderChange } from './audit-hook';
import { LifecycleError } from './errors';
import { createOrderLifecycle } from './service';
import type { Actor } from './types';

/**
 * The order lifecycle from the shell, the same services as the REST API (docs/orders.md):
 *   npm run orders -w apps/commerce -- invoice <order number>
 *   npm run orders -w apps/commerce -- ship <order number> --carrier correios --number AA123456785BR [--title "Correios PAC"]
 *   npm run orders -w apps/commerce -- delivered|cancel|hold|unhold <order number>
 *   npm run orders -w apps/commerce -- refund <order number> [--return-to-stock]
 *   npm run orders -w apps/commerce -- comment <order number> --text "…" [--visible]
 * The customer is e-mailed (queued in the outbox, sent by the server) unless --no-notify.
 */
const USAGE =
  'Usage: orders invoice|ship|delivered|cancel|hold|unhold|refund|comment <order number> [--carrier c --number n --title t] [--return-to-stock] [--text t --visible] [--no-notify] [--key idempotency-key]';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      carrier: { type: 'string' },
      number: { type: 'string' },
      title: { type: 'string' },
      text: { type: 'string' },
      visible: { type: 'boolean' },
      'return-to-stock': { type: 'boolean' },
      'no-notify': { type: 'boolean' },
      key: { type: 'string' },
    },
  });
  const [command, orderNumber] = positionals;
  if (!command || !orderNumber) throw new Error(USAGE);
  const database = openDatabase(config.databaseUrl);
  const log = pino({ level: 'warn' });
  const mailer = createMailer({
    db: database.db,
    log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    kick: 'when-told',
  });
  const providers = createPaymentProviders(config.payments);
  // This command is its own process: it builds the one service it needs (the server's are in services.ts).
  const payments = createPaymentService({
    db: database.db,
    config: config.payments,
    providers,
    log,
    cardFingerprintKey: () => loadVaultKey(config).key,
  });
  const stopMails = registerOrderMails({ db: database.db, mailer, config, log, payments });
  try {
    await migrate(database);
    const order = await findOrderByNumber(database.db, orderNumber);
    if (!order) throw new LifecycleError(`No order ${orderNumber}.`, 404);
    const life = createOrderLifecycle({
      db: database.db,
      dialect: database.dialect,
      providers,
      onChange: auditOrderChange,
    });
    const actor: Actor = { kind: 'cli', name: `cli:${process.env.USER ?? 'unknown'}` };
    const options = { actor, notify: !values['no-notify'], idempotencyKey: values.key };
    let answer: unknown;
    switch (command) {
      case 'invoice':
        answer = `invoice ${await life.invoice(order.id, options)}`;
        break;
      case 'ship':
        if (!values.carrier || !values.number) throw new Error('ship needs --carrier and --number');
        answer = `shipment ${await life.ship(order.id, {
          ...options,
          tracks: [{ carrier_code: values.carrier, track_number: values.number, title: values.title }],
        })}`;
        break;
      case 'refund': {
        const items = await database.db
          .selectFrom('sales_order_item')
          .select('id')
          .where('order_id', '=', order.id)
          .execute();
        answer = `credit memo ${await life.refund(order.id, {
          ...options,
          returnToStockItems: values['return-to-stock'] ? items.map((i) => i.id) : [],
        })}`;
        break;
      }
      case 'comment':
        if (!values.text) throw new Error('comment needs --text');
        answer = `comment ${await life.comment(order.id, { actor, comment: values.text, visibleOnFront: values.visible, notify: options.notify })}`;
        break;
      case 'delivered':
      case 'cancel':
      case 'hold':
      case 'unhold':
        answer = await life[command](order.id, options);
        break;
      default:
        throw new Error(USAGE);
    }
    // Sent from here when this shell has an SMTP server; the server's outbox sweep sends it otherwise.
    if (config.mail.smtpUrl) await mailer.deliverPending();
    const after = await findOrderByNumber(database.db, orderNumber);
    console.log(`Order ${orderNumber}: ${String(answer)}; state ${after?.state}, status ${after?.status}`);
  } finally {
    stopMails();
    await mailer.close();
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
