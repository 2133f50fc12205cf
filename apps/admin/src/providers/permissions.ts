/**
 * What the signed-in staff member may do: the ACL resources of `GET /rest/V1/staff/me`, Magento's
 * names. The screens only hide; the server refuses the rest anyway.
 */
export const ALL = 'Magento_Backend::all';

/** `GET /rest/V1/staff/me`: a staff user (with its account) or an integration. */
export interface StaffMe {
  type: 'staff' | 'integration';
  id: number;
  name: string;
  role: string;
  role_label?: string;
  permissions: string[];
  user?: { email: string; firstname: string; lastname: string; tfa_enabled: boolean };
}

export interface Permissions {
  role: string | null;
  resources: string[];
}

export function permissionsOf(me: StaffMe | null | undefined): Permissions {
  return { role: me?.role ?? null, resources: me?.permissions ?? [] };
}

/** Whether the permissions allow every one of the resources (`Magento_Backend::all` allows all). */
export function can(permissions: Permissions | undefined, ...resources: string[]): boolean {
  if (!permissions) return false;
  if (permissions.resources.includes(ALL)) return true;
  return resources.every((r) => permissions.resources.includes(r));
}

/** The ACL resource each screen needs (the one its list route declares). */
export const SCREEN_RESOURCES = {
  orders: 'Magento_Sales::actions_view',
  invoice: 'Magento_Sales::invoice',
  ship: 'Magento_Sales::ship',
  cancel: 'Magento_Sales::cancel',
  refund: 'Magento_Sales::creditmemo',
  hold: 'Magento_Sales::hold',
  unhold: 'Magento_Sales::unhold',
  comment: 'Magento_Sales::comment',
  products: 'Magento_Catalog::products',
  categories: 'Magento_Catalog::categories',
  inventory: 'Magento_InventoryApi::inventory',
  customers: 'Magento_Customer::manage',
  requests: 'Store_Requests::requests',
  reviews: 'Magento_Review::reviews_all',
  staff: 'Magento_User::acl_users',
  integrations: 'Magento_Integration::integrations',
  audit: 'Magento_Logging::system_magento_logging',
  salesRules: 'Magento_SalesRule::quote',
  cmsPages: 'Magento_Cms::page',
  cmsSave: 'Magento_Cms::save',
  cmsBlocks: 'Magento_Cms::block',
  blog: 'Store_Blog::posts',
  newsletter: 'Magento_Newsletter::subscriber',
} as const;

/**
 * The ACL resources each screen (react-admin resource) needs, as App.tsx registers them: a
 * link to a screen the role lacks says "sem permissão" rather than "não encontrado".
 */
export const SCREEN_OF_RESOURCE: Record<string, readonly string[]> = {
  orders: [SCREEN_RESOURCES.orders],
  products: [SCREEN_RESOURCES.products],
  customers: [SCREEN_RESOURCES.customers],
  requests: [SCREEN_RESOURCES.requests],
  categories: [SCREEN_RESOURCES.categories],
  'catalog-import': [SCREEN_RESOURCES.products, SCREEN_RESOURCES.categories],
  'staff-users': [SCREEN_RESOURCES.staff],
  integrations: [SCREEN_RESOURCES.integrations],
  'audit-log': [SCREEN_RESOURCES.audit],
  'sales-rules': [SCREEN_RESOURCES.salesRules],
  coupons: [SCREEN_RESOURCES.salesRules],
  'cms-pages': [SCREEN_RESOURCES.cmsPages],
  'cms-blocks': [SCREEN_RESOURCES.cmsBlocks],
  reviews: [SCREEN_RESOURCES.reviews],
  'blog-posts': [SCREEN_RESOURCES.blog],
  'newsletter-subscribers': [SCREEN_RESOURCES.newsletter],
};

/** The permissions a path of the app needs and the role lacks; empty when it is not a screen or allowed. */
export function missingFor(pathname: string, permissions: Permissions | undefined): string[] {
  const screen = pathname.split('/').filter(Boolean)[0] ?? '';
  const needed = SCREEN_OF_RESOURCE[screen];
  if (!needed || can(permissions, ...needed)) return [];
  if (permissions?.resources.includes(ALL)) return [];
  return needed.filter((r) => !permissions?.resources.includes(r));
}
