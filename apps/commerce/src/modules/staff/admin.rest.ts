import { defineRoute, type RestModule } from '../../rest/api';
import { magentoDate } from '../../rest/format';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS, ROLE_CODES } from './acl';
import { createIntegration, integrationOutput, revokeIntegration } from './integrations';
import { invitationMail } from './invitation';
import type { StaffUser } from './login';
import { resetTotp } from './totp';
import { findUser, inviteUser, resetUserPassword, updateUser, userOutput } from './users';

/** Administration of staff users, integrations and the audit log. */

const USER_FIELDS: FieldMap = {
  id: { type: 'int' },
  email: { type: 'string' },
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  role: { type: 'string' },
  is_active: { type: 'bool' },
  must_change_password: { type: 'bool' },
  created_at: { type: 'date' },
  updated_at: { type: 'date' },
  last_login_at: { type: 'date' },
};

const INTEGRATION_FIELDS: FieldMap = {
  id: { type: 'int' },
  name: { type: 'string' },
  role: { type: 'string' },
  created_at: { type: 'date' },
  revoked_at: { type: 'date' },
};

const AUDIT_FIELDS: FieldMap = {
  id: { type: 'int' },
  actor_type: { type: 'string' },
  actor_id: { type: 'int' },
  actor_name: { type: 'string' },
  action: { type: 'string' },
  entity_type: { type: 'string' },
  entity_id: { type: 'string' },
  ip: { type: 'string' },
  created_at: { type: 'date' },
};

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };
const name = { type: 'string', minLength: 1, maxLength: 255 } as const;
const role = { type: 'string', enum: ROLE_CODES } as const;

const parse = (text: string | null) => (text === null ? undefined : JSON.parse(text));

export const staffAdminRoutes: RestModule = ({ database, config, services }) => {
  const db = database.db;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/staff/users',
      acl: PERMISSIONS.users,
      tag: 'staff',
      summary: 'Staff users by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch<StaffUser>(
          db.selectFrom('staff_user'),
          (qb) => qb.selectAll(),
          criteria,
          { fields: USER_FIELDS, tieBreak: [{ field: 'id', direction: 'ASC' }] },
        );
        return searchResults(rows.map(userOutput), criteria, total);
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/staff/users/:id',
      acl: PERMISSIONS.users,
      tag: 'staff',
      summary: 'One staff user',
      schema: { params: idParams },
      handler: async ({ params }) => userOutput(await findUser(db, params.id)),
    }),
    defineRoute<unknown, { user: { email: string; firstname: string; lastname: string; role: string } }>({
      method: 'POST',
      path: '/V1/staff/users',
      acl: PERMISSIONS.users,
      tag: 'staff',
      summary: 'Invites a user: answers the user and a one-time password, shown only here',
      schema: {
        body: {
          type: 'object',
          required: ['user'],
          properties: {
            user: {
              type: 'object',
              required: ['email', 'firstname', 'lastname', 'role'],
              properties: { email: name, firstname: name, lastname: name, role },
            },
          },
        },
      },
      handler: async (ctx) => {
        const actor = ctx.actor();
        const invited = await inviteUser(db, config, ctx.body.user, actor, ctx.ip);
        // Through the outbox, after the account exists: a mail server down never loses the invitation.
        await services.mail.send(invitationMail(config, invited.user, actor.name));
        return invited;
      },
    }),
    defineRoute<
      { id: number },
      { user: { firstname?: string; lastname?: string; role?: string; is_active?: boolean } }
    >({
      method: 'PUT',
      path: '/V1/staff/users/:id',
      acl: PERMISSIONS.users,
      tag: 'staff',
      summary: 'Changes names, role or active flag (disabling or a new role revokes tokens)',
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['user'],
          properties: {
            user: {
              type: 'object',
              properties: { firstname: name, lastname: name, role, is_active: { type: 'boolean' } },
            },
          },
        },
      },
      handler: (ctx) => updateUser(db, ctx.params.id, ctx.body.user, ctx.actor(), ctx.ip),
    }),
    defineRoute<{ id: number }>({
      method: 'POST',
      path: '/V1/staff/users/:id/password-reset',
      acl: PERMISSIONS.users,
      tag: 'staff',
      summary: 'Gives a user a new one-time password (answered once), to change at next sign-in',
      schema: { params: idParams },
      handler: async (ctx) => ({
        one_time_password: await resetUserPassword(db, config, ctx.params.id, ctx.actor(), ctx.ip),
      }),
    }),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: '/V1/staff/users/:id/tfa',
      acl: PERMISSIONS.users,
      tag: 'staff',
      summary: "Turns a user's second factor off (lost phone); the user enrols again",
      schema: { params: idParams },
      handler: async (ctx) => {
        await findUser(db, ctx.params.id);
        await resetTotp(db, ctx.params.id, ctx.actor(), ctx.ip);
        return true;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/staff/integrations',
      acl: PERMISSIONS.integrations,
      tag: 'staff',
      summary: 'Integrations by searchCriteria (tokens are never shown again)',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(
          db.selectFrom('staff_integration'),
          (qb) => qb.selectAll(),
          criteria,
          {
            fields: INTEGRATION_FIELDS,
            tieBreak: [{ field: 'id', direction: 'ASC' }],
          },
        );
        return searchResults(rows.map(integrationOutput), criteria, total);
      },
    }),
    defineRoute<unknown, { integration: { name: string; role: string } }>({
      method: 'POST',
      path: '/V1/staff/integrations',
      acl: PERMISSIONS.integrations,
      tag: 'staff',
      summary: 'Creates an integration of a role; answers its access token, shown only here',
      schema: {
        body: {
          type: 'object',
          required: ['integration'],
          properties: {
            integration: { type: 'object', required: ['name', 'role'], properties: { name, role } },
          },
        },
      },
      handler: (ctx) => createIntegration(db, ctx.body.integration, ctx.actor(), ctx.ip),
    }),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: '/V1/staff/integrations/:id',
      acl: PERMISSIONS.integrations,
      tag: 'staff',
      summary: 'Revokes an integration and its token',
      schema: { params: idParams },
      handler: async (ctx) => {
        await revokeIntegration(db, { id: ctx.params.id }, ctx.actor(), ctx.ip);
        return true;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/staff/audit-log',
      acl: PERMISSIONS.auditLog,
      tag: 'staff',
      summary: 'Audit log by searchCriteria (newest first unless sorted)',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(
          db.selectFrom('audit_log'),
          (qb) => qb.selectAll(),
          criteria,
          {
            fields: AUDIT_FIELDS,
            tieBreak: [{ field: 'id', direction: 'DESC' }],
          },
        );
        const items = rows.map((row) => ({
          id: Number(row.id),
          actor_type: row.actor_type,
          ...(row.actor_id !== null ? { actor_id: Number(row.actor_id) } : {}),
          actor_name: row.actor_name,
          action: row.action,
          entity_type: row.entity_type,
          ...(row.entity_id !== null ? { entity_id: row.entity_id } : {}),
          ...(row.before_data !== null ? { before: parse(row.before_data) } : {}),
          ...(row.after_data !== null ? { after: parse(row.after_data) } : {}),
          ...(row.ip !== null ? { ip: row.ip } : {}),
          created_at: magentoDate(row.created_at),
        }));
        return searchResults(items, criteria, total);
      },
    }),
  ];
};
