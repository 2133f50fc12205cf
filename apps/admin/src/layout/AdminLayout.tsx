import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { type ReactNode, useEffect } from 'react';
import { Layout, Menu, usePermissions, useTranslate } from 'react-admin';
import { setStoreTimeZone } from '../lib/format';
import { MarketingMenuItems } from '../marketing/MarketingMenu';
import { rest } from '../providers/http';
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
      {can(permissions, R.customers) && (
        <Menu.Item
          to="/customers"
          primaryText={translate('admin.menu.customers')}
          leftIcon={<PeopleIcon />}
        />
      )}
      {can(permissions, R.customers) && (
        <Menu.Item
          to="/customer-groups"
          primaryText={translate('admin.menu.customer_groups')}
          leftIcon={<GroupsIcon />}
        />
      )}
      {can(permissions, R.requests) && (
        <Menu.Item
          to="/requests"
          primaryText={translate('admin.requests.menu')}
          leftIcon={<QuestionAnswerIcon />}
        />
      )}
      <MarketingMenuItems permissions={permissions} />
      <SystemMenuItems permissions={permissions} />
    </Menu>
  );
}

/** Dates are shown in the store's time zone, as its configuration says (read once per sign-in). */
function useStoreTimeZone() {
  useEffect(() => {
    rest<{ code: string; timezone?: string }[]>('store/storeConfigs')
      .then((configs) => {
        const zone = configs.find((c) => c.code === 'default')?.timezone ?? configs[0]?.timezone;
        if (zone) setStoreTimeZone(zone);
      })
      // Without it the dates stay in the store's usual zone (São Paulo).
      .catch(() => undefined);
  }, []);
}

export function AdminLayout({ children }: { children: ReactNode }) {
  useStoreTimeZone();
  return (
    <Layout
      menu={AdminMenu}
      // A wide table (long e-mails, many columns) scrolls inside the content area on a tablet;
      // the page itself, with its menu and app bar, stays the width of the screen.
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } }}
    >
      {children}
    </Layout>
  );
}
