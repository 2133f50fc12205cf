import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/AdminLayout';
import { NotAllowed } from './layout/NotAllowed';
import { LoginPage } from './login/LoginPage';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from './providers/permissions';
import { theme } from './theme';

// Screens load when first opened: the first load is the sign-in page and the layout.
const OrderList = lazy(() => import('./orders/OrderList').then((m) => ({ default: m.OrderList })));
const OrderShow = lazy(() => import('./orders/OrderShow').then((m) => ({ default: m.OrderShow })));
const ProductList = lazy(() => import('./products/ProductList').then((m) => ({ default: m.ProductList })));
const ProductCreate = lazy(() =>
  import('./products/ProductEdit').then((m) => ({ default: m.ProductCreate })),
);
const ProductEdit = lazy(() => import('./products/ProductEdit').then((m) => ({ default: m.ProductEdit })));
const CustomerList = lazy(() =>
  import('./customers/CustomerList').then((m) => ({ default: m.CustomerList })),
);
const CustomerShow = lazy(() =>
  import('./customers/CustomerShow').then((m) => ({ default: m.CustomerShow })),
);
const customerGroups = {
  List: lazy(() => import('./customers/CustomerGroups').then((m) => ({ default: m.CustomerGroupList }))),
  Create: lazy(() => import('./customers/CustomerGroups').then((m) => ({ default: m.CustomerGroupCreate }))),
  Edit: lazy(() => import('./customers/CustomerGroups').then((m) => ({ default: m.CustomerGroupEdit }))),
};
const RequestList = lazy(() => import('./requests/RequestList').then((m) => ({ default: m.RequestList })));
const RequestShow = lazy(() => import('./requests/RequestShow').then((m) => ({ default: m.RequestShow })));
const CategoryTree = lazy(() =>
  import('./categories/CategoryTree').then((m) => ({ default: m.CategoryTree })),
);
const CatalogImport = lazy(() =>
  import('./products/CatalogImport').then((m) => ({ default: m.CatalogImport })),
);
const AuditLogList = lazy(() => import('./system/AuditLog').then((m) => ({ default: m.AuditLogList })));
const IntegrationCreate = lazy(() =>
  import('./system/Integrations').then((m) => ({ default: m.IntegrationCreate })),
);
const IntegrationList = lazy(() =>
  import('./system/Integrations').then((m) => ({ default: m.IntegrationList })),
);
const StaffUserCreate = lazy(() =>
  import('./system/StaffUsers').then((m) => ({ default: m.StaffUserCreate })),
);
const StaffUserEdit = lazy(() => import('./system/StaffUsers').then((m) => ({ default: m.StaffUserEdit })));
const StaffUserList = lazy(() => import('./system/StaffUsers').then((m) => ({ default: m.StaffUserList })));

const marketing = {
  SalesRuleList: lazy(() => import('./marketing/SalesRules').then((m) => ({ default: m.SalesRuleList }))),
  SalesRuleCreate: lazy(() => import('./marketing/SalesRules').then((m) => ({ default: m.SalesRuleCreate }))),
  SalesRuleEdit: lazy(() => import('./marketing/SalesRules').then((m) => ({ default: m.SalesRuleEdit }))),
  CouponList: lazy(() => import('./marketing/SalesRules').then((m) => ({ default: m.CouponList }))),
  CmsPageList: lazy(() => import('./marketing/CmsContent').then((m) => ({ default: m.CmsPageList }))),
  CmsPageCreate: lazy(() => import('./marketing/CmsContent').then((m) => ({ default: m.CmsPageCreate }))),
  CmsPageEdit: lazy(() => import('./marketing/CmsContent').then((m) => ({ default: m.CmsPageEdit }))),
  CmsBlockList: lazy(() => import('./marketing/CmsContent').then((m) => ({ default: m.CmsBlockList }))),
  CmsBlockCreate: lazy(() => import('./marketing/CmsContent').then((m) => ({ default: m.CmsBlockCreate }))),
  CmsBlockEdit: lazy(() => import('./marketing/CmsContent').then((m) => ({ default: m.CmsBlockEdit }))),
  ReviewList: lazy(() => import('./marketing/Moderation').then((m) => ({ default: m.ReviewList }))),
  BlogPostList: lazy(() => import('./marketing/Moderation').then((m) => ({ default: m.BlogPostList }))),
  NewsletterSubscriberList: lazy(() =>
    import('./marketing/Newsletter').then((m) => ({ default: m.NewsletterSubscriberList })),
  ),
};

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
      catchAll={NotAllowed}
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
          {can(permissions, R.customers) && (
            <Resource name="customers" list={CustomerList} show={CustomerShow} recordRepresentation="name" />
          )}
          {can(permissions, R.customers) && (
            <Resource
              name="customer-groups"
              list={customerGroups.List}
              create={customerGroups.Create}
              edit={customerGroups.Edit}
              recordRepresentation="code"
            />
          )}
          {can(permissions, R.requests) && (
            <Resource name="requests" list={RequestList} show={RequestShow} recordRepresentation="protocol" />
          )}
          {can(permissions, R.categories) && (
            <Resource name="categories" list={CategoryTree} recordRepresentation="name" />
          )}
          {can(permissions, R.products, R.categories) && (
            // A screen, not a record list: react-admin routes it like one and it calls its own API.
            <Resource name="catalog-import" list={CatalogImport} />
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
          {can(permissions, R.salesRules) && (
            <>
              <Resource
                name="sales-rules"
                list={marketing.SalesRuleList}
                create={marketing.SalesRuleCreate}
                edit={marketing.SalesRuleEdit}
                recordRepresentation="name"
              />
              <Resource name="coupons" list={marketing.CouponList} recordRepresentation="code" />
            </>
          )}
          {can(permissions, R.cmsPages) && (
            <Resource
              name="cms-pages"
              list={marketing.CmsPageList}
              {...(can(permissions, R.cmsSave)
                ? { create: marketing.CmsPageCreate, edit: marketing.CmsPageEdit }
                : {})}
              recordRepresentation="identifier"
            />
          )}
          {can(permissions, R.cmsBlocks) && (
            <Resource
              name="cms-blocks"
              list={marketing.CmsBlockList}
              create={marketing.CmsBlockCreate}
              edit={marketing.CmsBlockEdit}
              recordRepresentation="identifier"
            />
          )}
          {can(permissions, R.reviews) && <Resource name="reviews" list={marketing.ReviewList} />}
          {can(permissions, R.blog) && <Resource name="blog-posts" list={marketing.BlogPostList} />}
          {can(permissions, R.newsletter) && (
            <Resource name="newsletter-subscribers" list={marketing.NewsletterSubscriberList} />
          )}
        </>
      )}
    </Admin>
  );
}
