/**
 * JSON records in localStorage / sessionStorage under `vsf-` keys (rules §9). Storage can be
 * missing or refuse writes (private mode, disabled, full): the engagement prompts then behave as
 * for a new visitor and say so in the console, never breaking the page.
 */

type Area = 'local' | 'session';

function storageOf(area: Area): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

export function readRecord(area: Area, key: string): unknown {
  try {
    const raw = storageOf(area).getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch (error) {
    console.warn(`could not read ${key} from ${area} storage`, error);
    return undefined;
  }
}

export function writeRecord(area: Area, key: string, value: unknown): void {
  try {
    storageOf(area).setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`could not write ${key} to ${area} storage`, error);
  }
}
