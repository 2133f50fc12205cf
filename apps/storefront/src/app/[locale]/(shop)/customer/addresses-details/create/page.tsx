import { accountRoute } from '../../../../../../features/account/account-route';
import { AddressEditor } from '../../../../../../features/account/address-editor';

const route = accountRoute({
  key: 'addressCreate',
  path: () => '/customer/addresses-details/create',
  render: ({ locale }) => <AddressEditor locale={locale.code} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
