import { accountRoute } from '../../../../../features/account/account-route';
import { ReviewsView } from '../../../../../features/account/reviews-view';

const route = accountRoute({
  key: 'reviews',
  path: () => '/customer/my-reviews',
  render: ({ locale }) => <ReviewsView locale={locale.code} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
