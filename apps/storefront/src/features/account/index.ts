// The account feature's public entry: what the chrome, checkout and other features may use.
export type { CustomerAddressFields, CustomerFields } from './account.documents';
export { CustomerAddresses, SubscribeEmailToNewsletter } from './account.documents';
export { GuestOnly } from './guest-only';
export { LoginModal } from './login-modal';
export { SessionState } from './session-state';
