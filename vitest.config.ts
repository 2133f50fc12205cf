import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository: unit tests beside the code, API tests against real
// databases (SQLite and PostgreSQL). Browser journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'br', include: ['packages/br/src/**/*.test.ts'] } },
      {
        // As Node resolves it for the server: graphql's CommonJS build, the copy mercurius uses.
        // (Vite would pick its ES build for our code: two copies, whose schema objects the other
        // refuses.)
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'commerce',
          include: [
            'apps/commerce/src/**/*.test.ts',
            'apps/commerce/demo/**/*.test.ts',
            'apps/commerce/test/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // API suites copy the demo database seeded once per run (test/seeded-template.ts).
          globalSetup: ['apps/commerce/test/global-setup.ts'],
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'storefront',
          include: ['apps/storefront/src/**/*.test.{ts,tsx}', 'apps/storefront/bench/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        // The providers' API suites run the commerce app for real: same graphql copy as above.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
