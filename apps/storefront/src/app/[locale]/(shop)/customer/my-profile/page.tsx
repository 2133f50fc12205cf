import { accountRoute } from '../../../../../features/account/account-route';
import { ProfileView } from '../../../../../features/account/profile-view';

const route = accountRoute({
  key: 'profile',
  path: () => '/customer/my-profile',
  render: () => <ProfileView />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
