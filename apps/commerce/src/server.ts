import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { drawDemoPicture, seedDemoContent } from '../demo';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { ensurePrivateDir } from './lib/private-files';
import { startAcartSweep } from './modules/acart/sweep';
import { createMailer } from './modules/mail/mailer';
import { pregenerateImages } from './modules/media';
import { startExpirySweep } from './modules/sales/expiry';
import { loadVaultKey } from './modules/vault/key';

/**
 * Starts the commerce server: configuration, migrations, the demo catalogue on an empty
 * database, then HTTP. SIGINT/SIGTERM close the server gracefully (in-flight requests finish).
 */
async function main() {
  loadDotEnv();
  const config = loadConfig();
  // Files this process creates (database, media cache, uploads, key) are its user's alone;
  // DATA_DIR itself is 0700 even when an older install left it open.
  process.umask(0o077);
  ensurePrivateDir(config.dataDir);
  const database = openDatabase(config.databaseUrl);
  const applied = await migrate(database);
  // The demo catalogue's pictures are drawings; a store's uploaded photographs take precedence.
  const app = await buildApp({ config, database, drawPicture: drawDemoPicture });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');

  if (config.seedDemo) {
    const demo = await seedDemoContent(database);
    if (demo.posts) app.log.info({ posts: demo.posts }, 'demo blog seeded');
    if (demo.catalogue) {
      app.log.info(demo.catalogue, 'demo catalogue seeded');
      // The small sizes of rules §9 render in the background; the 1080×1340 gallery image and
      // anything missing are rendered on first request by the media route.
      pregenerateImages(demo.pictures, path.join(config.dataDir, 'media'), [
        'card',
        'horizontalCard',
        'galleryThumb',
        'cart',
        'checkout',
      ])
        .then(() => app.log.info({ images: demo.pictures.length }, 'product images rendered'))
        .catch((error: unknown) => app.log.error({ err: error }, 'product image rendering failed'));
    }
  }

  // Unpaid Pix/boleto orders are cancelled when their payment expires (every instance may run it).
  const stopSweep = startExpirySweep(database.db, (error) =>
    app.log.error({ err: error }, 'expired-order sweep failed'),
  );

  // The card vault key: CARD_VAULT_KEY, or its file (CARD_VAULT_KEY_FILE; outside production
  // generated into DATA_DIR on the first start).
  const vaultKey = loadVaultKey(config);
  if (vaultKey.source === 'generated') {
    app.log.warn({ file: vaultKey.file }, 'card vault key generated: keep this file secret and backed up');
  }

  // Abandoned carts get their recovery e-mail after ACART_DELAY_MINUTES (every instance may run it).
  const acartMailer = createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
  });
  const stopAcartSweep = startAcartSweep(
    database.db,
    acartMailer,
    {
      delayMinutes: config.acart.delayMinutes,
      storefrontUrl: config.storefrontUrl,
      intervalMs: config.acart.sweepMs,
    },
    (error) => app.log.error({ err: error }, 'Erro ao salvar carrinho: abandoned-cart sweep failed'),
  );
  app.addHook('onClose', async () => {
    stopAcartSweep();
    acartMailer.close();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    stopSweep();
    stopAcartSweep();
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
