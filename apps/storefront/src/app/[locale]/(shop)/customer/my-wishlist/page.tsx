import { accountRoute } from '../../../../../features/account/account-route';
import { AccountSection } from '../../../../../features/account/account-ui';
import { WishlistView } from '../../../../../features/wishlist/wishlist-view';
import { translator } from '../../../../../lib/i18n';

const route = accountRoute({
  key: 'wishlist',
  path: () => '/customer/my-wishlist',
  render: ({ locale }) => (
    <AccountSection title={translator(locale, 'account')('wishlist.title')}>
      <WishlistView />
    </AccountSection>
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
