import { loadConfig, loadDotEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { WebapiError } from '../../rest/errors';
import { isRole, ROLE_CODES } from './acl';
import { cliActor } from './audit';
import { createIntegration, revokeIntegration } from './integrations';
import { inviteUser, userOutput } from './users';
import './tables';

/**
 * Staff command (docs/back-office.md), on the database of DATABASE_URL:
 *   npm run staff -w apps/commerce -- create-admin --email x@y [--firstname A --lastname B]
 *   npm run staff -w apps/commerce -- list
 *   npm run staff -w apps/commerce -- create-integration --name erp --role pedidos
 *   npm run staff -w apps/commerce -- revoke-integration --name erp   (or --id 3)
 * Passwords and tokens are printed once; there is never a default password.
 */
const USAGE = `Usage:
  staff create-admin --email <e-mail> [--firstname <name>] [--lastname <name>]
  staff list
  staff create-integration --name <name> --role <${ROLE_CODES.join('|')}>
  staff revoke-integration --name <name> | --id <id>`;

class UsageError extends Error {}

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value\n${USAGE}`);
  return value;
}

function required(args: string[], flag: string): string {
  const value = option(args, flag);
  if (value === undefined) throw new UsageError(`${flag} is required\n${USAGE}`);
  return value;
}

/** Magento's message with its placeholders filled, for a person reading a terminal. */
function readable(error: WebapiError): string {
  const parameters = error.parameters ?? {};
  return error.message.replace(/%(\w+)/g, (match, key: string) => {
    const value = Array.isArray(parameters)
      ? parameters[Number(key) - 1]
      : (parameters as Record<string, unknown>)[key];
    return value === undefined ? match : String(value);
  });
}

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new UsageError(USAGE);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrate(database);
    const { db } = database;
    switch (command) {
      case 'create-admin': {
        const email = required(args, '--email');
        const { user, one_time_password } = await inviteUser(
          db,
          config,
          {
            email,
            firstname: option(args, '--firstname') ?? 'Admin',
            lastname: option(args, '--lastname') ?? 'Admin',
            role: 'administrator',
          },
          cliActor(),
          null,
        );
        console.log(`Administrator ${user.email} created (id ${user.id}).`);
        console.log(`One-time password: ${one_time_password}`);
        console.log('It must be changed before the first sign-in: POST /rest/V1/staff/password');
        console.log('  {"username", "currentPassword", "newPassword"}; this password is not shown again.');
        return;
      }
      case 'list': {
        const users = await db.selectFrom('staff_user').selectAll().orderBy('id').execute();
        if (users.length === 0) console.log('No staff users.');
        for (const row of users.map(userOutput)) {
          const flags = [
            row.is_active ? 'active' : 'disabled',
            row.tfa_enabled ? '2fa' : 'no-2fa',
            ...(row.must_change_password ? ['must-change-password'] : []),
          ];
          console.log(
            `${row.id}\t${row.email}\t${row.role}\t${flags.join(',')}\t${row.last_login_at ?? '-'}`,
          );
        }
        const integrations = await db.selectFrom('staff_integration').selectAll().orderBy('id').execute();
        for (const row of integrations) {
          console.log(
            `integration ${row.id}\t${row.name}\t${row.role}\t${row.revoked_at ? 'revoked' : 'active'}`,
          );
        }
        return;
      }
      case 'create-integration': {
        const role = required(args, '--role');
        if (!isRole(role)) throw new UsageError(`--role must be one of ${ROLE_CODES.join(', ')}`);
        const integration = await createIntegration(
          db,
          { name: required(args, '--name'), role },
          cliActor(),
          null,
        );
        console.log(
          `Integration "${integration.name}" (id ${integration.id}, role ${integration.role}) created.`,
        );
        console.log(`Access token (send as "Authorization: Bearer <token>"; not shown again):`);
        console.log(integration.access_token);
        return;
      }
      case 'revoke-integration': {
        const id = option(args, '--id');
        const name = option(args, '--name');
        if (!id && !name) throw new UsageError(USAGE);
        await revokeIntegration(db, id ? { id: Number(id) } : { name: name as string }, cliActor(), null);
        console.log('Integration revoked.');
        return;
      }
      default:
        throw new UsageError(USAGE);
    }
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message);
  else if (error instanceof WebapiError) console.error(readable(error));
  else if (error instanceof Error && error.constructor.name === 'InputError') console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
