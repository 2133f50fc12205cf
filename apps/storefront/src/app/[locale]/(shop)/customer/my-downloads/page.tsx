import { accountRoute } from '../../../../../features/account/account-route';
import { DownloadsView } from '../../../../../features/account/downloads-view';

const route = accountRoute({
  key: 'downloads',
  path: () => '/customer/my-downloads',
  render: ({ locale }) => <DownloadsView locale={locale.code} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
