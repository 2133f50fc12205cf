// /Home is an alias of the home page (spec §2): same view, canonical on /.
export { default, generateMetadata } from '../page';
