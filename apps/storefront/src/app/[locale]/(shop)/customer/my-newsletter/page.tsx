import { accountRoute } from '../../../../../features/account/account-route';
import { NewsletterView } from '../../../../../features/account/newsletter-view';

const route = accountRoute({
  key: 'newsletter',
  path: () => '/customer/my-newsletter',
  render: () => <NewsletterView />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
