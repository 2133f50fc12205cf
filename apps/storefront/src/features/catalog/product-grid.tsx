import Link from 'next/link';
import { Price } from '../../ui/price';
import type { ProductCardData } from './catalog.server';

/** DESIGN.md: product card images are 216×268. */
const IMAGE_WIDTH = 216;
const IMAGE_HEIGHT = 268;

export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.uid}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <article className="product-card">
      <Link href={product.href} className="product-card__link">
        {product.imageUrl ? (
          // biome-ignore lint/performance/noImgElement: the commerce server renders images at card size; next/image comes with the real storefront
          <img
            src={product.imageUrl}
            alt={product.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            decoding="async"
          />
        ) : (
          <span className="product-card__no-image" aria-hidden="true" />
        )}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.finalPrice && (
        <p className="product-card__price">
          {product.regularPrice && (
            <s className="product-card__regular-price">
              <Price {...product.regularPrice} />
            </s>
          )}
          <Price {...product.finalPrice} className="product-card__final-price" />
        </p>
      )}
    </article>
  );
}
