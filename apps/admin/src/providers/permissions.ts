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
