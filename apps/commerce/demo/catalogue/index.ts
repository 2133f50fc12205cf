/**
 * The demo catalogue of the store: ~400 products of a Brazilian office-supplies retailer in five
 * departments, CMS pages and blocks, and a few old URLs. Deterministic: every call returns an
 * equal, freshly built object.
 */
import type { CatalogueSeed, SeedProduct } from '../types';
import type { Draft } from './build';
import { categoryTree } from './categories';
import { cmsBlocks, cmsPages, redirects } from './cms';
import { assignDescriptions } from './descriptions';
import {
  assignFlags,
  assignLandingCategories,
  assignNewFrom,
  assignReviews,
  assignSales,
  assignStock,
  numberImages,
  summariseCompositeStock,
} from './enrich';
import { addLinks } from './links';
import { assignPictureKinds } from './picture-kinds';
import { cleaningProducts } from './products/cleaning';
import { coffeeProducts } from './products/coffee';
import { compositeProducts } from './products/composite';
import { itProducts } from './products/it';
import { officeProducts } from './products/office';
import { stationeryProducts } from './products/stationery';
import { assignTranslations } from './translate';

function toSeed({ kind: _kind, galleryCount: _galleryCount, specs: _specs, ...product }: Draft): SeedProduct {
  return product;
}

/** Products in department order, fully enriched. */
export function demoProducts(): SeedProduct[] {
  const base = [
    ...officeProducts(),
    ...stationeryProducts(),
    ...itProducts(),
    ...cleaningProducts(),
    ...coffeeProducts(),
  ];
  const products = [...base, ...compositeProducts(new Map(base.map((p) => [p.sku, p])))];
  assignStock(products);
  summariseCompositeStock(products);
  assignSales(products);
  assignNewFrom(products);
  assignReviews(products);
  assignFlags(products);
  assignLandingCategories(products);
  assignPictureKinds(products);
  numberImages(products);
  addLinks(products);
  const categories = categoryTree();
  assignTranslations(products, categories);
  assignDescriptions(products, categories);
  return products.map(toSeed);
}

export function demoCatalogue(): CatalogueSeed {
  return {
    categories: categoryTree(),
    products: demoProducts(),
    cmsPages: cmsPages(),
    cmsBlocks: cmsBlocks(),
    redirects: redirects(),
  };
}
