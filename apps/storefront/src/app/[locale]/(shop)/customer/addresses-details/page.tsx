import { accountRoute } from '../../../../../features/account/account-route';
import { AddressesView } from '../../../../../features/account/addresses-view';

const route = accountRoute({
  key: 'addresses',
  path: () => '/customer/addresses-details',
  render: ({ locale }) => <AddressesView locale={locale.code} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
