import { NotFoundView } from '../../../features/layout/not-found-view';

/**
 * 404 inside the site chrome (spec §2): pages of the shop call notFound() and the shopper keeps
 * the header, menu and search to find their way.
 */
export default function ShopNotFound() {
  return <NotFoundView standalone={false} />;
}
