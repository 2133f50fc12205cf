import { blogRestRoutes } from '../modules/blog/blog.rest';
import { catalogCategoryRestRoutes } from '../modules/catalog/admin/categories.rest';
import { catalogLowStockRestRoutes } from '../modules/catalog/admin/low-stock.rest';
import { catalogPriceStockRestRoutes } from '../modules/catalog/admin/prices-stock.rest';
import { catalogProductTypeRestRoutes } from '../modules/catalog/admin/product-types.rest';
import { catalogDownloadableRestRoutes } from '../modules/catalog/admin/product-types-downloadable.rest';
import { catalogProductRestRoutes } from '../modules/catalog/admin/products.rest';
import { catalogTierPriceRestRoutes } from '../modules/catalog/admin/tier-prices.rest';
import { cmsRestRoutes } from '../modules/cms/cms.rest';
import { couponRestRoutes } from '../modules/coupons/coupons.rest';
import { customerRestRoutes } from '../modules/customer/customer.rest';
import { customerGroupRestRoutes } from '../modules/customer/groups.rest';
import { newsletterRestRoutes } from '../modules/newsletter/newsletter.rest';
import { requestsRestRoutes } from '../modules/requests/requests.rest';
import { reviewRestRoutes } from '../modules/review/review.rest';
import { salesBackOfficeRestRoutes } from '../modules/sales/lifecycle/back-office.rest';
import { salesCorrectionRestRoutes } from '../modules/sales/lifecycle/corrections.rest';
import { salesRestRoutes } from '../modules/sales/lifecycle/sales.rest';
import { staffRestRoutes } from '../modules/staff/staff.rest';
import { storeRestRoutes } from '../modules/store/store.rest';
import type { RestModule } from './api';

/** Every REST module of the admin API, mounted by app.ts under /rest (rest/README.md). Append yours. */
export const REST_MODULES: RestModule[] = [
  staffRestRoutes,
  storeRestRoutes,
  salesRestRoutes,
  salesBackOfficeRestRoutes,
  salesCorrectionRestRoutes,
  catalogProductRestRoutes,
  catalogProductTypeRestRoutes,
  catalogDownloadableRestRoutes,
  catalogPriceStockRestRoutes,
  catalogTierPriceRestRoutes,
  catalogLowStockRestRoutes,
  catalogCategoryRestRoutes,
  requestsRestRoutes,
  reviewRestRoutes,
  blogRestRoutes,
  customerRestRoutes,
  customerGroupRestRoutes,
  cmsRestRoutes,
  couponRestRoutes,
  newsletterRestRoutes,
];
