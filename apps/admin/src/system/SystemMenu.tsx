import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import { Menu, useTranslate } from 'react-admin';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';

/** Sistema's entries (staff users, integrations, audit log), for the roles that may see them. */
export function SystemMenuItems({ permissions }: { permissions: Permissions | undefined }) {
  const translate = useTranslate();
  return (
    <>
      {can(permissions, R.staff) && (
        <Menu.Item to="/staff-users" primaryText={translate('admin.system.staff')} leftIcon={<BadgeIcon />} />
      )}
      {can(permissions, R.integrations) && (
        <Menu.Item
          to="/integrations"
          primaryText={translate('admin.system.integrations')}
          leftIcon={<KeyIcon />}
        />
      )}
      {can(permissions, R.audit) && (
        <Menu.Item to="/audit-log" primaryText={translate('admin.system.audit')} leftIcon={<HistoryIcon />} />
      )}
    </>
  );
}
