// The layout feature's public entry: the pieces of the chrome the checkout frame and the URL
// resolver reuse.
export { ChromeBehaviour } from './chrome-behaviour';
export { NotFoundView } from './not-found-view';
export { ChromeOverlays } from './overlays';
export { WhatsAppShortcut } from './whatsapp-shortcut';
