import { defineConfig } from '@playwright/test';
import { COMMERCE_PORT, SMTP_PORT, STOREFRONT_PORT } from './ports';

// Browser journeys through the whole store (commerce server + storefront), started by the same
// script shoppers' machines use. Ports differ from the defaults so a running dev store is untouched.
const baseURL = `http://127.0.0.1:${STOREFRONT_PORT}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two workers share one store: every journey makes its own customers, carts and orders, and
  // mail is read from one mailbox (global-setup.ts). Files still run one test after another.
  fullyParallel: false,
  workers: 2,
  globalSetup: './global-setup.ts',
  // Journeys walk several pages each; with two at once on two cores a page can take seconds.
  timeout: 60_000,
  // Pages hydrate while another journey's browser and both servers share the two cores: an
  // assertion may wait longer than Playwright's 5 s before the page is wrong rather than slow.
  expect: { timeout: 10_000 },
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  // Side-by-side runs (E2E_* ports) keep their traces apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'pt-BR',
    // A trace records every action with DOM snapshots and screenshots: kept on every journey it
    // cost 40 % of the run on two cores. It is recorded on the retry of a failed journey instead
    // (CI retries once); `--trace on` records it locally.
    trace: 'on-first-retry',
    // Debian's Chromium (apt), not a Playwright download: the machine has no browser cache.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Builds the storefront when needed, seeds the demo catalogue on first start, then serves
    // commerce on COMMERCE_PORT and the storefront on PORT.
    command: 'node ../scripts/start.mjs',
    env: {
      PORT: String(STOREFRONT_PORT),
      COMMERCE_PORT: String(COMMERCE_PORT),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'file:./data/e2e.db',
      FRESH_DATABASE: 'true',
      LOG_LEVEL: 'warn',
      // Checkout journeys pay through the sandbox providers; the journeys pay a Pix charge through
      // the sandbox bank's endpoint, which is off unless SANDBOX_BANK=true (and answers loopback only).
      PAYMENTS_MODE: 'sandbox',
      SANDBOX_BANK: 'true',
      // Every journey pays from the same address: the card-testing limit per address stays out of the way.
      CARD_DECLINES_PER_IP: '1000',
      // No network here: postcodes come from the built-in directory, without waiting on ViaCEP.
      CEP_PROVIDERS: 'local',
      // The abandoned-cart journey ages a saved cart in the database; the sweep then runs within a second.
      ACART_SWEEP_MS: '1000',
      // Every form journey posts from the same address.
      FORM_RATE_LIMIT_PER_HOUR: '1000',
      // Every journey registers, resets passwords and subscribes from the same address too.
      ACCOUNT_MAIL_MAX_PER_HOUR_PER_IP: '1000',
      PASSWORD_RESET_MAX_REQUESTS: '1000',
      PASSWORD_RESET_MIN_INTERVAL_MINUTES: '0',
      // The lowest accepted scrypt cost: logins in seconds, not tens of, on a shared test machine.
      PASSWORD_SCRYPT_N: '16384',
      // Real SMTP delivery to the run's mailbox (global-setup.ts, e2e/mail.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
    url: `${baseURL}/health`,
    timeout: 300_000,
    reuseExistingServer: !isCI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
