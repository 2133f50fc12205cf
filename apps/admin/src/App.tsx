import { Admin, Resource } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { OrderList } from './orders/OrderList';
import { OrderShow } from './orders/OrderShow';
import { ProductCreate, ProductEdit } from './products/ProductEdit';
import { ProductList } from './products/ProductList';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from './providers/permissions';
import { AuditLogList } from './system/AuditLog';
import { IntegrationCreate, IntegrationList } from './system/Integrations';
import { StaffUserCreate, StaffUserEdit, StaffUserList } from './system/StaffUsers';
import { theme } from './theme';

/** The back office: one resource per screen the signed-in role may open (the server checks anyway). */
export function App() {
  return (
    <Admin
      title="Escritório Total"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(permissions: Permissions) => (
        <>
          {can(permissions, R.orders) && <Resource name="orders" list={OrderList} show={OrderShow} />}
          {can(permissions, R.products) && (
            <Resource
              name="products"
              list={ProductList}
              edit={ProductEdit}
              create={ProductCreate}
              recordRepresentation="name"
            />
          )}
          {can(permissions, R.staff) && (
            <Resource
              name="staff-users"
              list={StaffUserList}
              create={StaffUserCreate}
              edit={StaffUserEdit}
              recordRepresentation="email"
            />
          )}
          {can(permissions, R.integrations) && (
            <Resource
              name="integrations"
              list={IntegrationList}
              create={IntegrationCreate}
              recordRepresentation="name"
            />
          )}
          {can(permissions, R.audit) && <Resource name="audit-log" list={AuditLogList} />}
        </>
      )}
    </Admin>
  );
}
