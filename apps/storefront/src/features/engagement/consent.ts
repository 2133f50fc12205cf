/**
 * LGPD cookie consent: necessary cookies always; analytics and marketing only with the
 * shopper's consent. The choice lives in the readable cookie `vsf-consent` for 365 days, as
 * URL-encoded JSON `{"v":1,"analytics":bool,"marketing":bool,"at":ISO date}`. Third-party
 * scripts load only when their id is configured AND their category is accepted.
 */

export const CONSENT_COOKIE = 'vsf-consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Raise when the categories change meaning: older choices are then asked again. */
export const CONSENT_VERSION = 1;

export type ConsentCategory = 'analytics' | 'marketing';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'marketing'];

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  /** When the shopper chose (ISO date). */
  at: string;
}

export function serializeConsent(consent: Consent): string {
  return JSON.stringify({ v: CONSENT_VERSION, ...consent });
}

/** The stored choice, or undefined when there is none (or one of another version): ask again. */
export function parseConsent(raw: string | undefined): Consent | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { v, analytics, marketing, at } = value as Record<string, unknown>;
  if (v !== CONSENT_VERSION || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') {
    return undefined;
  }
  return { analytics, marketing, at: typeof at === 'string' ? at : '' };
}

/** Ids of the third-party tools, from the environment (analytics-config.server.ts). */
export interface TrackingIds {
  /** Google Tag Manager container, GTM-XXXX. */
  gtm?: string;
  /** Google Analytics 4 measurement id, G-XXXX. */
  ga4?: string;
  /** Google Ads conversion id, AW-XXXX. */
  googleAds?: string;
  /** Meta (Facebook) Pixel id. */
  metaPixel?: string;
  /** Microsoft Clarity project id (session recording). */
  clarity?: string;
  /** Hotjar site id (session recording). */
  hotjar?: string;
}

export type TrackingTool = keyof TrackingIds;

/** Which consent each tool needs. Session recording measures use of the site: analytics. */
export const TOOL_CATEGORY: Record<TrackingTool, ConsentCategory> = {
  gtm: 'analytics',
  ga4: 'analytics',
  clarity: 'analytics',
  hotjar: 'analytics',
  googleAds: 'marketing',
  metaPixel: 'marketing',
};

/** The environment variable of each tool's id (document them in .env.example). */
export const TOOL_ENV: Record<TrackingTool, string> = {
  gtm: 'NEXT_PUBLIC_GTM_ID',
  ga4: 'NEXT_PUBLIC_GA_ID',
  googleAds: 'NEXT_PUBLIC_GOOGLE_ADS_ID',
  metaPixel: 'NEXT_PUBLIC_META_PIXEL_ID',
  clarity: 'NEXT_PUBLIC_CLARITY_ID',
  hotjar: 'NEXT_PUBLIC_HOTJAR_ID',
};

/** An id ends up inside a script URL or snippet: letters, digits, '-' and '_' only. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The configured ids. A malformed id is left out (and reported in `invalid`) rather than written
 * into a script.
 */
export function trackingIdsFromEnv(env: Record<string, string | undefined>): {
  ids: TrackingIds;
  invalid: string[];
} {
  const ids: TrackingIds = {};
  const invalid: string[] = [];
  for (const [tool, name] of Object.entries(TOOL_ENV) as [TrackingTool, string][]) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (ID_PATTERN.test(value)) ids[tool] = value;
    else invalid.push(name);
  }
  return { ids, invalid };
}

/** The categories some configured tool needs: the banner asks only when there is one. */
export function configuredCategories(ids: TrackingIds): ConsentCategory[] {
  const tools = Object.keys(ids) as TrackingTool[];
  return CONSENT_CATEGORIES.filter((category) => tools.some((tool) => TOOL_CATEGORY[tool] === category));
}

/** The tools whose scripts may load: configured, and their category accepted. */
export function allowedTools(ids: TrackingIds, consent: Consent | undefined): TrackingTool[] {
  if (!consent) return [];
  return (Object.keys(ids) as TrackingTool[]).filter((tool) => consent[TOOL_CATEGORY[tool]]);
}

/** Whether the shopper withdrew a category they had accepted (loaded scripts must go: reload). */
export function withdrewConsent(before: Consent | undefined, after: Consent): boolean {
  return CONSENT_CATEGORIES.some((category) => before?.[category] === true && !after[category]);
}
