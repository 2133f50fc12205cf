import pino from 'pino';
import { loadConfig, loadDotEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { loadVaultKey } from '../vault/key';
import { PaymentError } from './errors';
import { createPaymentProviders } from './provider-factory';
import { createPaymentService } from './service';

/**
 * Development command that plays the sandbox bank (README "Payments"):
 *   npm run payments -w apps/commerce -- pay-pix <txid>
 *   npm run payments -w apps/commerce -- pay-boleto <order number>
 * Refused unless PAYMENTS_MODE=sandbox and NODE_ENV is not production.
 */
async function main() {
  loadDotEnv();
  const config = loadConfig();
  const [command, argument] = process.argv.slice(2);
  if (!config.payments.sandboxCliEnabled) {
    throw new Error(
      'Only in sandbox mode outside production (PAYMENTS_MODE=sandbox, NODE_ENV != production)',
    );
  }
  if (!argument || (command !== 'pay-pix' && command !== 'pay-boleto')) {
    throw new Error('Usage: payments pay-pix <txid> | pay-boleto <order number>');
  }
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    const payments = createPaymentService({
      db: database.db,
      config: config.payments,
      providers: createPaymentProviders(config.payments),
      log: pino({ level: 'warn' }),
      cardFingerprintKey: () => loadVaultKey(config).key,
    });
    if (command === 'pay-pix') {
      const { charge, order } = await payments.pix.sandboxPay(argument);
      console.log(`Pix ${charge.txid}: ${charge.status}; order ${order.incrementId}: ${order.status}`);
    } else {
      const { boleto, order } = await payments.boleto.sandboxPay(argument);
      console.log(
        `Boleto ${boleto.nosso_numero_formatted}: ${boleto.status}; order ${order.incrementId}: ${order.status}`,
      );
    }
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  const code = error instanceof PaymentError ? ` (${error.code})` : '';
  console.error(error instanceof Error ? `${error.message}${code}` : error);
  process.exit(1);
});
