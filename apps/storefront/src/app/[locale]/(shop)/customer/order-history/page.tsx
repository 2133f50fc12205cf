import { accountRoute } from '../../../../../features/account/account-route';
import { OrdersView } from '../../../../../features/account/orders-view';

const route = accountRoute({
  key: 'orders',
  path: () => '/customer/order-history',
  render: ({ locale }) => <OrdersView locale={locale.code} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
