// Ports of the store the journeys start (playwright.config.ts). E2E_STOREFRONT_PORT and
// E2E_COMMERCE_PORT let a second store run beside another one on this machine.
export const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
export const COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
/** The store sends e-mail here; a journey that checks delivery listens on it (else mail stays in the outbox). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? COMMERCE_PORT + 1000);
