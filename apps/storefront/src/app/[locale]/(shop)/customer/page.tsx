import { accountRoute } from '../../../../features/account/account-route';
import { OverviewView } from '../../../../features/account/overview-view';

const route = accountRoute({
  key: 'overview',
  path: () => '/customer',
  render: ({ locale }) => <OverviewView locale={locale.code} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
