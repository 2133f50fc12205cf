import { placeholderRoute } from '../../../../../../features/content/placeholder-routes';

const route = placeholderRoute<{ locale: string; orderId: string }>({
  key: 'order',
  path: ({ orderId }) => `/customer/order-history/${encodeURIComponent(orderId)}`,
  requiresCustomer: true,
  isPrivate: true,
  values: ({ orderId }) => ({ orderId }),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
