import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ReactNode } from 'react';
import { Layout, Menu, usePermissions, useTranslate } from 'react-admin';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { SystemMenuItems } from '../system/SystemMenu';

/** The menu in the sections; a section the role cannot open is not shown at all. */
function AdminMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('admin.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {can(permissions, R.orders) && (
        <Menu.Item
          to="/orders"
          primaryText={translate('resources.orders.name', { smart_count: 2 })}
          leftIcon={<ReceiptIcon />}
        />
      )}
      {can(permissions, R.products) && (
        <Menu.Item
          to="/products"
          primaryText={translate('admin.menu.catalog')}
          leftIcon={<InventoryIcon />}
        />
      )}
      {can(permissions, R.categories) && (
        <Menu.Item
          to="/categories"
          primaryText={translate('admin.catalog.categories.title')}
          leftIcon={<AccountTreeIcon />}
        />
      )}
      {can(permissions, R.products, R.categories) && (
        <Menu.Item
          to="/catalog-import"
          primaryText={translate('admin.catalog.import.menu')}
          leftIcon={<ImportExportIcon />}
        />
      )}
      <SystemMenuItems permissions={permissions} />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
