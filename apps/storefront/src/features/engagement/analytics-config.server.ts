import 'server-only';
import { type TrackingIds, trackingIdsFromEnv } from './consent';

let warned = false;

/**
 * The tracking tools' ids, read from the environment when the page renders (not inlined at build
 * time), so one build serves any configuration. NEXT_PUBLIC_* names are kept because they are
 * the ones people know; these values are public anyway (they end up in the page).
 */
export function trackingIds(): TrackingIds {
  const { ids, invalid } = trackingIdsFromEnv(process.env);
  if (invalid.length > 0 && !warned) {
    warned = true;
    console.warn(`Ignoring malformed analytics ids (letters, digits, - and _ only): ${invalid.join(', ')}`);
  }
  return ids;
}
