import { graphql } from '../../lib/typed-document';

/**
 * What the site chrome asks the commerce server for. Result types follow Magento 2.4's schema
 * (almost every field nullable); chrome.server.ts turns them into view models.
 */

export interface MenuCategoryNode {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  /** Dynamic EAV attribute: 1 or 0. */
  include_in_menu: number | null;
  children?: Array<MenuCategoryNode | null> | null;
}

export interface SiteChromeQuery {
  storeConfig: {
    store_name: string | null;
    header_logo_src: string | null;
    logo_alt: string | null;
    logo_width: number | null;
    logo_height: number | null;
  } | null;
  categories: { items: Array<{ children: Array<MenuCategoryNode | null> | null } | null> | null } | null;
}

/**
 * Header logo and the menu's category tree: the root category's children (departments) and two
 * levels below them. Without a filter, `categories` answers the root category.
 */
export const SiteChrome = graphql<SiteChromeQuery>(`
  fragment MenuCategoryFields on CategoryTree {
    uid
    name
    url_path
    url_suffix
    include_in_menu
  }
  query SiteChrome {
    storeConfig {
      store_name
      header_logo_src
      logo_alt
      logo_width
      logo_height
    }
    categories {
      items {
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
            children {
              ...MenuCategoryFields
            }
          }
        }
      }
    }
  }
`);

export interface StoreSwitchersQuery {
  availableStores: Array<{
    store_code: string | null;
    default_display_currency_code: string | null;
  } | null> | null;
  currency: { available_currency_codes: Array<string | null> | null } | null;
}

/** Rules §7: the header asks for the stores and currencies; switchers depend on the answer. */
export const StoreSwitchers = graphql<StoreSwitchersQuery>(`
  query StoreSwitchers {
    availableStores {
      store_code
      default_display_currency_code
    }
    currency {
      available_currency_codes
    }
  }
`);
