import { accountRoute } from '../../../../../../features/account/account-route';
import { OrderDetailView } from '../../../../../../features/account/order-detail-view';

const route = accountRoute<{ locale: string; orderId: string }>({
  key: 'order',
  path: ({ orderId }) => `/customer/order-history/${encodeURIComponent(orderId)}`,
  values: ({ orderId }) => ({ number: decodeURIComponent(orderId) }),
  render: ({ locale, params }) => (
    <OrderDetailView locale={locale.code} number={decodeURIComponent(params.orderId)} />
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
