// The product feature's public entry: the product page, for the URL resolver (server component).
export { ProductView, productMetadata } from './product-view';
