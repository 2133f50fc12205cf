/**
 * Catalogue administration from the command line (the same services as the admin API):
 *
 *   npm run catalog -w apps/commerce -- import file.csv [--dry-run] [--images <dir>]
 *   npm run catalog -w apps/commerce -- export [file.csv]
 *   npm run catalog -w apps/commerce -- reindex
 *   npm run catalog -w apps/commerce -- apply-special-prices     (daily, from cron)
 *
 * With PAGE_CACHE_SECRET set, a change also tells the storefront to drop its cached pages, as the
 * server does after its own writes; the servers' catalogue caches see the new version within
 * CACHE_CHECK_MS.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, loadDotEnv } from '../../../config';
import { onCatalogChange } from '../../../db/catalog-cache';
import { openDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { argumentPath } from '../../../store-location';
import { rebuildSearchIndex } from '../../search/indexer';
import { cliActor } from '../../staff/audit';
import { rebuildCatalogIndex } from '../indexer';
import { createStorefrontPagesNotifier } from '../storefront-pages';
import { exportCatalogCsv } from './csv-export';
import { importCatalogCsv } from './csv-import';
import { applySpecialPriceSchedules } from './prices';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flag = (name: string) => rest.includes(name);
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const positional = rest.filter((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--images'));
  loadDotEnv();
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  const stopNotifying = config.pageCacheSecret
    ? onCatalogChange(
        createStorefrontPagesNotifier({
          storefrontUrl: config.storefrontUrl,
          secret: config.pageCacheSecret,
          log: pino({ level: 'warn' }),
        }),
      )
    : undefined;
  try {
    await migrate(database);
    switch (command) {
      case 'import': {
        const typed = positional[0];
        if (!typed) throw new Error('uso: import arquivo.csv [--dry-run] [--images pasta]');
        const file = argumentPath(typed);
        const images = option('--images');
        const started = performance.now();
        const report = await importCatalogCsv(database, await readFile(file), {
          dryRun: flag('--dry-run'),
          fileName: path.basename(file),
          by: { actor: cliActor() },
          mediaDir: path.join(config.dataDir, 'media'),
          imagesDir: images ? argumentPath(images) : path.dirname(file),
        });
        for (const e of report.errors)
          console.log(`linha ${e.row}${e.column ? `, coluna ${e.column}` : ''}: ${e.message}`);
        const verb = report.applied ? 'importadas' : 'válidas (simulação, nada gravado)';
        console.log(
          `${report.rows} linhas: ${report.valid} ${verb} (${report.created} novas, ${report.updated} atualizadas), ${report.errors.length} com erro, em ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        );
        return report.errors.length > 0 ? 2 : 0;
      }
      case 'export': {
        const csv = await exportCatalogCsv(database);
        if (positional[0]) await writeFile(argumentPath(positional[0]), csv);
        else process.stdout.write(csv);
        return 0;
      }
      case 'reindex': {
        await rebuildCatalogIndex(database);
        await rebuildSearchIndex(database);
        console.log('Índices do catálogo reconstruídos.');
        return 0;
      }
      case 'apply-special-prices': {
        const count = await applySpecialPriceSchedules(database);
        console.log(`${count} preços promocionais agendados conferidos.`);
        return 0;
      }
      default:
        console.error(
          'comandos: import arquivo.csv [--dry-run] [--images pasta] | export [arquivo.csv] | reindex | apply-special-prices',
        );
        return 1;
    }
  } finally {
    stopNotifying?.();
    await database.db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
