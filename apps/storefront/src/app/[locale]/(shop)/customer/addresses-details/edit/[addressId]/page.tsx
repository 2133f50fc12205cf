import { accountRoute } from '../../../../../../../features/account/account-route';
import { AddressEditor } from '../../../../../../../features/account/address-editor';

const route = accountRoute<{ locale: string; addressId: string }>({
  key: 'addressEdit',
  path: ({ addressId }) => `/customer/addresses-details/edit/${encodeURIComponent(addressId)}`,
  render: ({ locale, params }) => <AddressEditor locale={locale.code} addressId={params.addressId} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
