/**
 * Debian's Chromium, as every bench here starts it (Lighthouse and Playwright alike): headless,
 * without the sandbox this machine cannot give it, and without background traffic that would
 * land inside a measurement.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
