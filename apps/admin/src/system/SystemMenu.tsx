import type { Permissions } from '../providers/permissions';

/** Sistema's entries (staff users, integrations, audit log), for the roles that may see them. */
export function SystemMenuItems(_props: { permissions: Permissions | undefined }) {
  return null;
}
