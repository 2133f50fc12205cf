/**
 * An ERP day against a running store (erp-day.ts; docs/back-office.md, "ERP day"):
 *   npm run erp-sync-demo -w apps/commerce -- [--url http://127.0.0.1:4000] [--token <token>]
 *     [--create-integration] [--since 2026-11-25] [--skus 1000] [--products 10]
 * Without --token, --create-integration makes an administrator integration on DATABASE_URL's
 * database (the store's own) through the staff service, as `npm run staff -- create-integration`.
 * Prints a report with timings; exits 1 on any failure, 2 on a usage error.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig, loadDotEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { cliActor } from '../src/modules/staff/audit';
import { createIntegration } from '../src/modules/staff/integrations';
import '../src/modules/staff/tables';
import { ErpDayError, formatReport, runErpDay } from './erp-day';

const USAGE = `Usage: erp-sync-demo [--url http://127.0.0.1:4000] (--token <token> | --create-integration)
  [--since <date, default 24 hours ago>] [--skus 1000] [--products 10]`;

class UsageError extends Error {}

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return value;
}

function count(args: string[], flag: string, fallback: number): number {
  const raw = option(args, flag);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new UsageError(`${flag} must be a whole number`);
  return value;
}

/** A fresh administrator integration's token, on the store's database. */
async function newIntegrationToken(): Promise<string> {
  loadDotEnv();
  const database = openDatabase(loadConfig().databaseUrl);
  try {
    await migrate(database);
    const integration = await createIntegration(
      database.db,
      { name: `erp-sync-demo ${new Date().toISOString()}`, role: 'administrator' },
      cliActor(),
      null,
    );
    console.log(
      `Integration "${integration.name}" created; reuse it with --token ${integration.access_token}`,
    );
    return integration.access_token;
  } finally {
    await database.destroy();
  }
}

export async function main(args: string[]): Promise<number> {
  try {
    let token = option(args, '--token');
    if (!token) {
      if (!args.includes('--create-integration'))
        throw new UsageError('--token or --create-integration is needed');
      token = await newIntegrationToken();
    }
    const report = await runErpDay({
      url: option(args, '--url') ?? 'http://127.0.0.1:4000',
      token,
      since: option(args, '--since') ?? new Date(Date.now() - 24 * 3600_000).toISOString(),
      skus: count(args, '--skus', 1000),
      products: count(args, '--products', 10),
      log: (line) => console.log(line),
    });
    console.log(formatReport(report));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof ErpDayError ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
