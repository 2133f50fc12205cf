import { placeholderRoute } from '../../../../../../../features/content/placeholder-routes';

const route = placeholderRoute<{ locale: string; addressId: string }>({
  key: 'addressEdit',
  path: ({ addressId }) => `/customer/addresses-details/edit/${encodeURIComponent(addressId)}`,
  requiresCustomer: true,
  isPrivate: true,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
