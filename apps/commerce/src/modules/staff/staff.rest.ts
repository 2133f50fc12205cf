import type { RestModule } from '../../rest/api';
import { defineRoute } from '../../rest/api';
import { ALL_PERMISSIONS, isRole, PERMISSIONS, ROLES } from './acl';

/** The caller's own profile and permissions (the admin app shows only what these allow). */
const me = defineRoute({
  method: 'GET',
  path: '/V1/staff/me',
  acl: PERMISSIONS.admin,
  tag: 'staff',
  summary: 'The calling staff user or integration, its role and permissions',
  handler: ({ caller }) => {
    if (!caller) return undefined;
    const all = caller.permissions.includes(PERMISSIONS.all);
    return {
      type: caller.kind,
      id: caller.id,
      name: caller.name,
      role: caller.role,
      role_label: isRole(caller.role) ? ROLES[caller.role].label : caller.role,
      permissions: all ? [...ALL_PERMISSIONS] : [...caller.permissions],
    };
  },
});

export const staffRestRoutes: RestModule = () => [me];
