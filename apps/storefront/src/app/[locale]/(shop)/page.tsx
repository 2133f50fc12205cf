import {
  type Department,
  getCategoryProducts,
  getDepartments,
  type ProductCardData,
} from '../../../features/catalog/catalog.server';
import { CatalogUnavailable } from '../../../features/catalog/catalog-unavailable';
import { CategoryList } from '../../../features/catalog/category-list';
import { ProductGrid } from '../../../features/catalog/product-grid';
import { SiteHeader } from '../../../features/layout/site-header';
import { CommerceUnavailableError } from '../../../lib/graphql.server';
import { site } from '../../../lib/site';

// Catalogue data comes from the commerce server on every request; nothing is fetched at build time.
export const dynamic = 'force-dynamic';

const FEATURED_PRODUCTS = 8;

interface HomeCatalog {
  departments: Department[];
  featured: { department: Department; products: ProductCardData[] } | undefined;
}

async function getHomeCatalog(): Promise<HomeCatalog> {
  const departments = await getDepartments();
  const [first] = departments;
  if (!first) return { departments, featured: undefined };
  const products = await getCategoryProducts(first.uid, FEATURED_PRODUCTS);
  return { departments, featured: { department: first, products } };
}

export default async function HomePage() {
  let catalog: HomeCatalog;
  try {
    catalog = await getHomeCatalog();
  } catch (error) {
    if (!(error instanceof CommerceUnavailableError)) throw error;
    console.error('Home page rendered without catalogue:', error);
    return (
      <>
        <SiteHeader />
        <main className="page">
          <h1 className="visually-hidden">{site.name}</h1>
          <CatalogUnavailable />
        </main>
      </>
    );
  }

  const { departments, featured } = catalog;
  return (
    <>
      <SiteHeader>
        <CategoryList departments={departments} />
      </SiteHeader>
      <main className="page">
        <h1 className="visually-hidden">
          {site.name} — {site.tagline}
        </h1>
        {featured && (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="section-title">
              {featured.department.name}
            </h2>
            <ProductGrid products={featured.products} />
          </section>
        )}
      </main>
    </>
  );
}
