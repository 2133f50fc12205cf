// `/ProductPage` is the spec's alias of `/produto` (query sku, nome): the same page.
export { default, generateMetadata } from '../produto/page';
