// The notifications feature's public entry: the stack the site chrome and the checkout mount.
export { NotificationStack } from './notification-stack';
