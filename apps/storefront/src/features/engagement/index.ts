// The engagement feature's public entry: what the site chrome and the checkout frame mount.
export { ChatBubbleMessage } from './chat-bubble-message';
export { ConsentAndAnalytics } from './consent-and-analytics';
export { ConsentPreferencesButton } from './consent-preferences-button';
export { NewsletterForm } from './newsletter-form';
export { NewsletterModal } from './newsletter-modal';
export { useChatPrompts } from './use-chat-prompts';
