/**
 * Permissions of the back office: ACL resource ids as Magento's where Magento has one, so a route
 * declares the same resource as its `webapi.xml` counterpart and an integration set up for Magento
 * reads the same. Roles are fixed sets of them, defined here and nowhere else (docs/back-office.md
 * has the table).
 */

export const PERMISSIONS = {
  /** Full access: satisfies every other resource (Magento's "All" role / integration). */
  all: 'Magento_Backend::all',
  admin: 'Magento_Backend::admin',
  store: 'Magento_Backend::store',
  products: 'Magento_Catalog::products',
  categories: 'Magento_Catalog::categories',
  inventory: 'Magento_InventoryApi::inventory',
  sales: 'Magento_Sales::sales',
  ordersView: 'Magento_Sales::actions_view',
  ordersEdit: 'Magento_Sales::actions_edit',
  comment: 'Magento_Sales::comment',
  invoice: 'Magento_Sales::invoice',
  ship: 'Magento_Sales::ship',
  cancel: 'Magento_Sales::cancel',
  creditmemo: 'Magento_Sales::creditmemo',
  hold: 'Magento_Sales::hold',
  unhold: 'Magento_Sales::unhold',
  customers: 'Magento_Customer::manage',
  reviews: 'Magento_Review::reviews_all',
  cmsPage: 'Magento_Cms::page',
  cmsSave: 'Magento_Cms::save',
  cmsPageDelete: 'Magento_Cms::page_delete',
  cmsBlock: 'Magento_Cms::block',
  blog: 'Store_Blog::posts',
  requests: 'Store_Requests::requests',
  salesRules: 'Magento_SalesRule::quote',
  newsletterSubscribers: 'Magento_Newsletter::subscriber',
  integrations: 'Magento_Integration::integrations',
  users: 'Magento_User::acl_users',
  auditLog: 'Magento_Logging::system_magento_logging',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

const P = PERMISSIONS;

const ORDERS: Permission[] = [
  P.sales,
  P.ordersView,
  P.ordersEdit,
  P.comment,
  P.invoice,
  P.ship,
  P.cancel,
  P.creditmemo,
  P.hold,
  P.unhold,
];

/** Role code → its permissions. Codes are what the database and the API store and accept. */
export const ROLES = {
  administrator: { label: 'Administrador', permissions: [P.all] },
  catalogo: {
    label: 'Catálogo',
    permissions: [P.admin, P.store, P.products, P.categories, P.inventory],
  },
  pedidos: {
    label: 'Pedidos',
    permissions: [P.admin, P.store, ...ORDERS, P.inventory, P.customers, P.requests],
  },
  atendimento: {
    label: 'Atendimento',
    permissions: [P.admin, P.store, P.sales, P.ordersView, P.comment, P.customers, P.reviews, P.requests],
  },
  conteudo: {
    label: 'Conteúdo',
    permissions: [
      P.admin,
      P.store,
      P.cmsPage,
      P.cmsSave,
      P.cmsPageDelete,
      P.cmsBlock,
      P.blog,
      P.reviews,
      P.salesRules,
      P.newsletterSubscribers,
    ],
  },
} as const satisfies Record<string, { label: string; permissions: readonly Permission[] }>;

export type RoleCode = keyof typeof ROLES;
export const ROLE_CODES = Object.keys(ROLES) as RoleCode[];

export function isRole(value: string): value is RoleCode {
  return Object.hasOwn(ROLES, value);
}

/** The permissions of a role code (none for an unknown code, e.g. a role removed since). */
export function permissionsOf(role: string): readonly string[] {
  return isRole(role) ? ROLES[role].permissions : [];
}

/**
 * Whether a set of permissions allows every one of `resources` (Magento checks each resource a
 * route lists). `Magento_Backend::all` allows everything.
 */
export function allows(permissions: readonly string[], resources: readonly string[]): boolean {
  if (permissions.includes(P.all)) return true;
  return resources.every((resource) => permissions.includes(resource));
}

/** Every resource of the system (what `Magento_Backend::all` expands to in the `me` answer). */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);
