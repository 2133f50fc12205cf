import { defineRoute, type RestContext, type RestModule } from '../../rest/api';
import { inputError } from '../../rest/errors';
import { loadVaultKey } from '../vault/key';
import { ALL_PERMISSIONS, isRole, PERMISSIONS, ROLES } from './acl';
import { staffAdminRoutes } from './admin.rest';
import { adminToken, changePassword, googleToken } from './login';
import { activateTotp, configureTotp } from './totp';
import { findUser, userOutput } from './users';

/**
 * Sign-in and the caller's own account: Magento's token routes (admin token, Google
 * Authenticator), the password change every invited user makes first, the caller's profile and
 * permissions, and TOTP enrolment.
 */

const str = { type: 'string', minLength: 1, maxLength: 255 } as const;
const credentials = { username: str, password: { type: 'string', minLength: 1, maxLength: 1024 } };
const otp = { type: 'string', minLength: 6, maxLength: 16 } as const;

/** The staff user behind the token (integrations have no password or second factor). */
function staffUserId(ctx: Pick<RestContext, 'caller'>): number {
  if (ctx.caller?.kind !== 'staff') {
    throw inputError('This operation needs the admin token of a staff user, not an integration token.');
  }
  return ctx.caller.id;
}

export const staffRestRoutes: RestModule = (deps) => {
  const vaultKey = () => loadVaultKey(deps.config).key;
  const login = { db: deps.database.db, config: deps.config, vaultKey };
  return [
    defineRoute<unknown, { username: string; password: string }>({
      method: 'POST',
      path: '/V1/integration/admin/token',
      acl: 'anonymous',
      tag: 'staff',
      summary: 'Admin token from user name (e-mail) and password, for users without a second factor',
      schema: { body: { type: 'object', required: ['username', 'password'], properties: credentials } },
      handler: ({ body, ip }) => adminToken(login, { username: body.username, ip }, body.password),
    }),
    defineRoute<unknown, { username: string; password: string; otp: string }>({
      method: 'POST',
      path: '/V1/tfa/provider/google/authenticate',
      acl: 'anonymous',
      tag: 'staff',
      summary: 'Admin token from user name, password and a TOTP (or recovery) code',
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password', 'otp'],
          properties: { ...credentials, otp },
        },
      },
      handler: ({ body, ip }) => googleToken(login, { username: body.username, ip }, body.password, body.otp),
    }),
    defineRoute<unknown, { username: string; currentPassword: string; newPassword: string; otp?: string }>({
      method: 'POST',
      path: '/V1/staff/password',
      acl: 'anonymous',
      tag: 'staff',
      summary: 'Changes a password (the one-time password first); needs the code when 2FA is on',
      schema: {
        body: {
          type: 'object',
          required: ['username', 'currentPassword', 'newPassword'],
          properties: {
            username: str,
            currentPassword: credentials.password,
            newPassword: credentials.password,
            otp,
          },
        },
      },
      handler: async ({ body, ip }) => {
        await changePassword(login, body, ip);
        return true;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/staff/me',
      acl: PERMISSIONS.admin,
      tag: 'staff',
      summary: 'The calling staff user or integration, its role and permissions',
      handler: async (ctx) => {
        const caller = ctx.caller;
        if (!caller) return undefined;
        const all = caller.permissions.includes(PERMISSIONS.all);
        const user =
          caller.kind === 'staff' ? userOutput(await findUser(deps.database.db, caller.id)) : undefined;
        return {
          type: caller.kind,
          id: caller.id,
          name: caller.name,
          role: caller.role,
          role_label: isRole(caller.role) ? ROLES[caller.role].label : caller.role,
          permissions: all ? [...ALL_PERMISSIONS] : [...caller.permissions],
          ...(user ? { user } : {}),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/V1/staff/me/tfa/google/configure',
      acl: PERMISSIONS.admin,
      tag: 'staff',
      summary: 'Starts TOTP enrolment: secret, otpauth URI and QR code (SVG data URL)',
      handler: async (ctx) =>
        configureTotp(deps.database.db, vaultKey, await findUser(deps.database.db, staffUserId(ctx))),
    }),
    defineRoute<unknown, { otp: string }>({
      method: 'POST',
      path: '/V1/staff/me/tfa/google/activate',
      acl: PERMISSIONS.admin,
      tag: 'staff',
      summary: 'Turns TOTP on with the first code; answers the 10 recovery codes, shown once',
      schema: { body: { type: 'object', required: ['otp'], properties: { otp } } },
      handler: async (ctx) => {
        const user = await findUser(deps.database.db, staffUserId(ctx));
        const codes = await activateTotp(deps.database.db, vaultKey, user, ctx.body.otp, ctx.actor(), ctx.ip);
        return { recovery_codes: codes };
      },
    }),
    ...staffAdminRoutes(deps),
  ];
};
