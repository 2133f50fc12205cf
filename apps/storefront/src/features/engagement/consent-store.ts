import { create } from 'zustand';
import { readCookie, writeCookie } from '../../lib/browser-cookies';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  parseConsent,
  serializeConsent,
  withdrewConsent,
} from './consent';

/**
 * The shopper's cookie choice in the browser and the banner's state (UI state: STYLE §4's small
 * store). `consent` is undefined until the cookie was read, and while no choice was made.
 */
interface ConsentState {
  isLoaded: boolean;
  consent: Consent | undefined;
  isBannerOpen: boolean;
  /** The banner shows the three categories with their switches. */
  isCustomising: boolean;
}

export const useConsentStore = create<ConsentState>(() => ({
  isLoaded: false,
  consent: undefined,
  isBannerOpen: false,
  isCustomising: false,
}));

/** Reads the stored choice; the banner opens when there is none and something needs consent. */
export function loadConsent(hasOptionalTools: boolean) {
  const consent = parseConsent(readCookie(CONSENT_COOKIE));
  useConsentStore.setState({
    isLoaded: true,
    consent,
    isBannerOpen: consent === undefined && hasOptionalTools,
    isCustomising: false,
  });
}

/** Stores a choice (365 days). Withdrawing a category reloads the page: its scripts must go. */
export function saveConsent(choice: Pick<Consent, 'analytics' | 'marketing'>) {
  const before = useConsentStore.getState().consent;
  const consent: Consent = { ...choice, at: new Date().toISOString() };
  writeCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_MAX_AGE_SECONDS);
  useConsentStore.setState({ consent, isBannerOpen: false, isCustomising: false });
  if (withdrewConsent(before, consent)) {
    deleteTrackingCookies();
    window.location.reload();
  }
}

/** First-party cookies the tools set (GA4, Google Ads, Meta Pixel, Clarity, Hotjar). */
const TRACKING_COOKIE = /^(?:_ga|_ga_\w+|_gid|_gat\w*|_gcl_\w+|_fbp|_fbc|_clck|_clsk|_hj\w+)$/;

/** Deletes the tools' cookies on this host and its parent domains (they set them on the widest). */
function deleteTrackingCookies() {
  const names = document.cookie
    .split('; ')
    .map((entry) => entry.split('=')[0] ?? '')
    .filter((name) => TRACKING_COOKIE.test(name));
  const parts = window.location.hostname.split('.');
  const domains = ['', ...parts.slice(0, -1).map((_, index) => `; domain=.${parts.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
      document.cookie = `${name}=; path=/; max-age=0${domain}`;
    }
  }
}

/** The footer's "cookie preferences" link: the banner with the category switches. */
export function openConsentPreferences() {
  useConsentStore.setState({ isBannerOpen: true, isCustomising: true });
}
