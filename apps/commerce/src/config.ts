import { existsSync } from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';
import { z } from 'zod';
import { trustedPeers } from './lib/client-address';
import { fromRepoRoot, REPO_ROOT, storeLocation } from './store-location';

function isTrustList(value: string): boolean {
  try {
    trustedPeers(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The commerce server's configuration, read once from the environment and validated. Every
 * variable is optional: the defaults start an embedded store on SQLite (docs/architecture.md,
 * decision 11). `.env.example` at the repository root documents each one.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  COMMERCE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The store's database; default `file:` DATA_DIR/store.db. Relative paths are from the repository root. */
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (url) => url === undefined || url === '' || url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url),
      { message: 'must be file:<path> (SQLite) or postgres://… (PostgreSQL)' },
    ),
  /** Public address of the commerce server, used for media URLs. */
  COMMERCE_URL: z.url().optional(),
  /** Public address of the storefront (shoppers' entry point). */
  STOREFRONT_URL: z.url().default('http://127.0.0.1:3000'),
  /**
   * Shared with the storefront: when set, a catalogue change that shows on its pages (stock,
   * reviews, reindex) asks the storefront at STOREFRONT_URL to drop its cached pages.
   */
  PAGE_CACHE_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Folder for generated files (SQLite database, rendered product images); relative from the repository root. */
  DATA_DIR: z.string().optional(),
  /** The admin app's build (apps/admin, `vite build`), served under /admin. */
  ADMIN_DIST_DIR: z.string().optional(),
  /** Seed the demo catalogue into an empty database on start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(20),
  /**
   * Cost limit of one request: a point per field, a paged field's items counted pageSize times.
   * The storefront's dearest document, the wishlist (100 items with their product cards), costs 4400.
   */
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().positive().default(6000),
  /** Aliases one document may use (the storefront uses three at most). */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(30),
  /** Query cost each client address may spend per minute (0 turns the budget off); kept in memory. */
  GRAPHQL_COST_BUDGET: z.coerce.number().int().min(0).default(60_000),
  /** Addresses without a budget: `loopback` (the storefront rendering pages), exact addresses, or `none`. */
  GRAPHQL_COST_BUDGET_EXEMPT: z.string().default('loopback'),
  /**
   * How often (ms) a process checks whether the catalogue changed, to refresh its caches and tell
   * the storefronts (on PostgreSQL, LISTEN/NOTIFY tells it at once; this is the fallback).
   */
  CACHE_CHECK_MS: z.coerce.number().int().min(0).default(1000),
  /** `off`: every search asks the database's full-text index (no in-process index). */
  SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
  /** Bearer token GET /metrics asks for; without it /metrics answers loopback callers only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Entries of the GraphQL response cache for anonymous catalogue reads (0 turns it off). */
  GRAPHQL_RESPONSE_CACHE: z.coerce.number().int().min(0).default(5000),
  /**
   * Which peer may tell the client's address in X-Forwarded-For: by default only loopback, i.e. the
   * storefront on the same machine, and for one hop only (lib/client-address.ts). A comma-separated
   * list of addresses, CIDRs or loopback/linklocal/uniquelocal; 'true' trusts whichever peer
   * connects (one hop, when only the edge can reach this server); 'false' ignores the header.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine((value) => ['true', 'false'].includes(value) || isTrustList(value), {
      message: 'must be true, false, or a comma-separated list of addresses, CIDRs, loopback…',
    }),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),

  // --- e-mail (docs/architecture.md, decision 10): without SMTP_URL mail waits in mail_outbox and the log.
  /** smtp://user:password@host:port or smtps://…; unset keeps mail in the outbox. */
  SMTP_URL: z
    .string()
    .refine((url) => /^smtps?:\/\//.test(url), { message: 'must be smtp://… or smtps://…' })
    .optional(),
  /** Sender of the store's e-mail. */
  MAIL_FROM: z.string().default('Escritório Total <atendimento@escritoriototal.com.br>'),

  // --- content and requests: blog, quotes, returns, contact, careers
  /** Private uploads (return invoices and photos, CVs); never served over HTTP. Default DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** Largest accepted upload (a photo, an invoice, a blog cover), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Largest accepted CV (PDF or DOC/DOCX), in bytes. */
  CV_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** Days after delivery a product can still be returned (rules §9). */
  RETURN_DEADLINE_DAYS: z.coerce.number().int().positive().default(7),
  /** Form submissions accepted per client address per hour (contact, careers, quotes, returns). */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Staff mailboxes that receive each kind of request. */
  SALES_EMAIL: z.string().default('vendas@escritoriototal.com.br'),
  SUPPORT_EMAIL: z.string().default('atendimento@escritoriototal.com.br'),
  HR_EMAIL: z.string().default('rh@escritoriototal.com.br'),

  // --- payments (docs/architecture.md, decision 5; apps/commerce/README.md "Payments")
  /** sandbox: offline providers with real artefacts (default); production: the banks' APIs. */
  PAYMENTS_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Pix key of the store (DICT key). The default is the BCB manual's example EVP: demo only. */
  PIX_KEY: z.string().trim().min(1).max(77).default('123e4567-e12b-12d1-a456-426655440000'),
  /** Receiver name and city written in the BR Code (at most 25 and 15 characters after accents go). */
  PIX_MERCHANT_NAME: z.string().trim().min(1).default('Escritorio Total'),
  PIX_MERCHANT_CITY: z.string().trim().min(1).default('Sao Paulo'),
  /** Base URL of the PSP's Pix API (BCB standard: PUT/GET {url}/cob/{txid}). */
  PIX_API_URL: z.url().optional(),
  /** OAuth2 token endpoint of the PSP (client_credentials); defaults to {PIX_API_URL}/oauth/token. */
  PIX_TOKEN_URL: z.url().optional(),
  PIX_CLIENT_ID: z.string().min(1).optional(),
  PIX_CLIENT_SECRET: z.string().min(1).optional(),
  /** Client certificate and key (PEM files) when the PSP requires mutual TLS. */
  PIX_TLS_CERT_FILE: z.string().min(1).optional(),
  PIX_TLS_KEY_FILE: z.string().min(1).optional(),
  /** Itaú beneficiary account printed on the slip and encoded in the barcode (defaults: demo data). */
  BOLETO_AGENCY: z
    .string()
    .regex(/^\d{4}$/, 'must be 4 digits')
    .default('0057'),
  BOLETO_ACCOUNT: z
    .string()
    .regex(/^\d{5}$/, 'must be 5 digits (without its check digit)')
    .default('12345'),
  BOLETO_WALLET: z
    .string()
    .regex(/^\d{3}$/, 'must be 3 digits')
    .default('109'),
  BOLETO_BENEFICIARY_NAME: z.string().trim().min(1).default('Papelaria Escritório Total Comércio Ltda'),
  BOLETO_BENEFICIARY_DOCUMENT: z.string().trim().min(11).default('11.222.333/0001-81'),
  BOLETO_BENEFICIARY_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('Rua Vergueiro, 1500 – Vila Mariana, São Paulo – SP, CEP 04101-000'),
  /** First nosso número of the range agreed with Itaú (8 digits at most). */
  BOLETO_NOSSO_NUMERO_START: z.coerce.number().int().min(1).max(99_999_999).default(1),
  /** Itaú cobrança API (production): base URL, OAuth2 token URL, credentials, beneficiary id. */
  BOLETO_API_URL: z.url().optional(),
  BOLETO_TOKEN_URL: z.url().optional(),
  BOLETO_CLIENT_ID: z.string().min(1).optional(),
  BOLETO_CLIENT_SECRET: z.string().min(1).optional(),
  BOLETO_BENEFICIARY_ID: z.string().min(1).optional(),
  /** e.Rede (production): base URL (…/erede, the client adds /v1/transactions), PV and token. */
  REDE_API_URL: z.url().default('https://api.userede.com.br/erede'),
  REDE_PV: z.string().min(1).optional(),
  REDE_TOKEN: z.string().min(1).optional(),
  /** Timeout of one call to a bank's API, in ms. */
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),

  // --- postcode lookup (apps/commerce/README.md "Postcode")
  /** Providers tried in order: viacep, brasilapi, local (built-in offline directory). */
  CEP_PROVIDERS: z
    .string()
    .default('viacep,brasilapi,local')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['viacep', 'brasilapi', 'local'])).min(1)),
  /** Base URL of a ViaCEP-format service: GET {url}/{cep}/json/. */
  CEP_PROVIDER_URL: z.url().default('https://viacep.com.br/ws'),
  /** Base URL of BrasilAPI's CEP service: GET {url}/{cep}. */
  CEP_FALLBACK_URL: z.url().default('https://brasilapi.com.br/api/cep/v1'),
  CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(2500),
  /** How long an answer (found or not found) is kept in memory, and how many are kept. */
  CEP_CACHE_TTL_MS: z.coerce.number().int().min(0).default(86_400_000),
  CEP_CACHE_SIZE: z.coerce.number().int().min(0).default(5000),

  // --- back office (docs/back-office.md): staff users and the admin REST API
  /** Lifetime of an admin token (POST /rest/V1/integration/admin/token), in hours. */
  ADMIN_TOKEN_TTL_HOURS: z.coerce.number().positive().default(4),
  /** Failed sign-ins of one staff user after which even the right password is refused (Magento: 6)… */
  ADMIN_LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(6),
  /** Failed staff sign-ins from one client address, over every user name, before it is refused too. */
  ADMIN_LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  /** …for this many minutes after the last failure (Magento: 1800 s). */
  ADMIN_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(30),

  // --- customer accounts (apps/commerce/README.md "Customers")
  /** Lifetime of a customer token from generateCustomerToken, in minutes (Magento's default: 1 hour). */
  CUSTOMER_TOKEN_LIFETIME_MINUTES: z.coerce.number().int().positive().default(60),
  /** New accounts must confirm their e-mail (link sent by mail) before they can log in. */
  CUSTOMER_REQUIRE_CONFIRMATION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Lifetime of a password-reset link, in minutes. */
  PASSWORD_RESET_LIFETIME_MINUTES: z.coerce.number().int().positive().default(60),
  /**
   * Failed logins (apps/commerce/README.md "Abuse limits"): after LOGIN_MAX_FAILURES failures of one
   * account, or LOGIN_MAX_FAILURES_PER_IP from one client address, each further attempt must wait
   * longer (LOGIN_DELAY_SECONDS, doubling, at most LOGIN_MAX_DELAY_SECONDS); failures are forgotten
   * after LOGIN_FAILURE_WINDOW_MINUTES without one. No account is ever locked.
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_DELAY_SECONDS: z.coerce.number().int().positive().default(2),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(300),
  /** With RECAPTCHA_SECRET set: failures (of the account or the address) after which a login needs the bot check. */
  LOGIN_BOT_CHECK_AFTER_FAILURES: z.coerce.number().int().min(0).default(3),
  /** scrypt cost of new password hashes (a power of two; OWASP: 2^17). Older hashes are redone at login. */
  PASSWORD_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(16_384)
    .max(1_048_576)
    .default(131_072)
    .refine((n) => (n & (n - 1)) === 0, { message: 'must be a power of two' }),
  /**
   * Password-reset e-mails (Magento's protection "By IP and Email"): at most this many an hour per
   * e-mail and per client address, at least this many minutes apart.
   */
  PASSWORD_RESET_MAX_REQUESTS: z.coerce.number().int().positive().default(5),
  PASSWORD_RESET_MIN_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(10),
  /** Registrations, confirmation re-sends and guest newsletter sign-ups per client address and hour (each). */
  ACCOUNT_MAIL_MAX_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(10),
  /** How often (ms) the outbox worker looks for mail to deliver (new mail is sent at once anyway). */
  MAIL_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
  /** Bot check of logins (X-ReCaptcha header): verified only when a secret is set. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Newsletter: may visitors without an account subscribe, and must they confirm by e-mail first (Magento's default: no). */
  NEWSLETTER_ALLOW_GUESTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  NEWSLETTER_GUEST_CONFIRMATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),

  // --- saved cards and abandoned carts (apps/commerce/README.md "Wishlist, reviews, saved cards, abandoned carts")
  /** AES-256 key of the card vault, 64 hex characters; generated into DATA_DIR on first start when unset. */
  CARD_VAULT_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  /** A cart left this many minutes gets the recovery e-mail; the sweep runs every ACART_SWEEP_MS. */
  ACART_DELAY_MINUTES: z.coerce.number().int().positive().default(60),
  ACART_SWEEP_MS: z.coerce.number().int().positive().default(60_000),

  // --- production hardening (root README "Production")
  /**
   * File holding the card vault key (64 hex characters). Production keeps it outside DATA_DIR, so
   * that a copy of the data folder (backups, a leaked volume) does not carry the key with the cards.
   */
  CARD_VAULT_KEY_FILE: z.string().min(1).optional(),
  /** The sandbox bank's pay endpoints (POST /payments/sandbox/…), from loopback only. Never in production. */
  SANDBOX_BANK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Offer Magento's offline 'Check / Money order' at checkout (development only). */
  OFFER_CHECKMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Card testing: declined card payments allowed per order, card, customer and client address per window. */
  CARD_DECLINES_PER_ORDER: z.coerce.number().int().positive().default(5),
  CARD_DECLINES_PER_CARD: z.coerce.number().int().positive().default(5),
  CARD_DECLINES_PER_CUSTOMER: z.coerce.number().int().positive().default(10),
  CARD_DECLINES_PER_IP: z.coerce.number().int().positive().default(10),
  CARD_DECLINE_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
});

/** Credentials a production payments setup cannot start without. */
const PRODUCTION_PAYMENT_VARIABLES = [
  'PIX_API_URL',
  'PIX_CLIENT_ID',
  'PIX_CLIENT_SECRET',
  'BOLETO_API_URL',
  'BOLETO_TOKEN_URL',
  'BOLETO_CLIENT_ID',
  'BOLETO_CLIENT_SECRET',
  'BOLETO_BENEFICIARY_ID',
  'REDE_PV',
  'REDE_TOKEN',
] as const;

type Env = z.infer<typeof envSchema>;

function paymentCredentialProblems(e: Env): string[] {
  return PRODUCTION_PAYMENT_VARIABLES.filter((name) => !e[name]).map(
    (name) => `${name}: required when PAYMENTS_MODE=production (${PAYMENT_VARIABLE_PURPOSE[name]})`,
  );
}

const PAYMENT_VARIABLE_PURPOSE: Record<(typeof PRODUCTION_PAYMENT_VARIABLES)[number], string> = {
  PIX_API_URL: "the PSP's Pix API that issues the store's charges",
  PIX_CLIENT_ID: 'OAuth2 client of the Pix API',
  PIX_CLIENT_SECRET: 'OAuth2 secret of the Pix API',
  BOLETO_API_URL: "Itaú's boleto (cobrança) API",
  BOLETO_TOKEN_URL: "OAuth2 token endpoint of Itaú's boleto API",
  BOLETO_CLIENT_ID: "OAuth2 client of Itaú's boleto API",
  BOLETO_CLIENT_SECRET: "OAuth2 secret of Itaú's boleto API",
  BOLETO_BENEFICIARY_ID: "the store's beneficiary id at Itaú",
  REDE_PV: "the store's e.Rede affiliation number (PV) for card payments",
  REDE_TOKEN: "the store's e.Rede token for card payments",
};

const isInside = (file: string, folder: string) => {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * What NODE_ENV=production cannot run without, one line per variable naming it and what it is for.
 * Shoppers reach a production store: real payments, real mail, HTTPS, the card key apart from the
 * data, and none of the demo's conveniences (sandbox bank, check / money order).
 */
function productionProblems(e: Env, raw: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  // Every missing variable in one go: an operator should not fix them one start at a time.
  if (e.PAYMENTS_MODE !== 'production') {
    problems.push('PAYMENTS_MODE: must be production (sandbox payments would accept orders nobody pays for)');
  }
  problems.push(...paymentCredentialProblems(e));
  if (!raw.PIX_KEY?.trim()) {
    problems.push(
      "PIX_KEY: required (the store's own Pix key; the default is the BCB manual's example, whose payments reach someone else)",
    );
  }
  if (!e.PAGE_CACHE_SECRET) {
    problems.push(
      'PAGE_CACHE_SECRET: required (shared with the storefront so that stock and price changes drop its cached pages; 16+ characters)',
    );
  }
  if (!e.SMTP_URL) {
    problems.push(
      'SMTP_URL: required (order confirmations, password resets and account e-mail are sent through it)',
    );
  }
  if (!raw.STOREFRONT_URL || !e.STOREFRONT_URL.startsWith('https://')) {
    problems.push(
      "STOREFRONT_URL: must be the storefront's public https:// address (links in e-mails, page-cache purges)",
    );
  }
  const { dataDir } = storeLocation(raw);
  if (!e.CARD_VAULT_KEY) {
    if (!e.CARD_VAULT_KEY_FILE) {
      problems.push(
        'CARD_VAULT_KEY_FILE: required unless CARD_VAULT_KEY is set (file with the key that encrypts saved cards, outside DATA_DIR)',
      );
    } else if (isInside(fromRepoRoot(e.CARD_VAULT_KEY_FILE), dataDir)) {
      problems.push(
        `CARD_VAULT_KEY_FILE: must be outside DATA_DIR (${dataDir}): a copy of the data folder must not carry the key of the saved cards`,
      );
    } else if (!existsSync(fromRepoRoot(e.CARD_VAULT_KEY_FILE))) {
      problems.push(
        `CARD_VAULT_KEY_FILE: ${fromRepoRoot(e.CARD_VAULT_KEY_FILE)} does not exist (create it with 64 hex characters, e.g. openssl rand -hex 32, mode 0600)`,
      );
    }
  }
  if (e.SANDBOX_BANK) {
    problems.push('SANDBOX_BANK: must not be true in production (it marks orders paid without a payment)');
  }
  if (e.OFFER_CHECKMO) {
    problems.push('OFFER_CHECKMO: must not be true in production (check / money order is for development)');
  }
  return problems;
}

export interface PaymentsConfig {
  mode: 'sandbox' | 'production';
  /** The sandbox bank's HTTP pay endpoints (SANDBOX_BANK=true; loopback only). */
  sandboxPayEnabled: boolean;
  /** The sandbox bank as a command (npm run payments): sandbox mode outside production. */
  sandboxCliEnabled: boolean;
  /** Magento's 'Check / Money order' is offered (OFFER_CHECKMO=true). */
  offerCheckmo: boolean;
  /** Declined card payments allowed per subject within the window, before the acquirer is asked again. */
  cardDeclineLimits: {
    perOrder: number;
    perCard: number;
    perCustomer: number;
    perIp: number;
    windowMinutes: number;
  };
  timeoutMs: number;
  pix: {
    key: string;
    merchantName: string;
    merchantCity: string;
    apiUrl?: string;
    tokenUrl?: string;
    clientId?: string;
    clientSecret?: string;
    tlsCertFile?: string;
    tlsKeyFile?: string;
  };
  boleto: {
    agency: string;
    account: string;
    wallet: string;
    beneficiaryName: string;
    beneficiaryDocument: string;
    beneficiaryAddress: string;
    nossoNumeroStart: number;
    apiUrl?: string;
    tokenUrl?: string;
    clientId?: string;
    clientSecret?: string;
    beneficiaryId?: string;
  };
  rede: { apiUrl: string; pv?: string; token?: string };
}

export interface PostcodeConfig {
  providers: ('viacep' | 'brasilapi' | 'local')[];
  viacepUrl: string;
  brasilapiUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
  cacheSize: number;
}

export interface CustomerConfig {
  tokenLifetimeMinutes: number;
  requireConfirmation: boolean;
  passwordResetLifetimeMinutes: number;
  lockout: {
    maxFailures: number;
    maxFailuresPerIp: number;
    windowMinutes: number;
    delaySeconds: number;
    maxDelaySeconds: number;
    botCheckAfterFailures: number;
  };
  passwordHash: { N: number; r: number; p: number };
  limits: {
    passwordResetMaxRequests: number;
    passwordResetMinIntervalMinutes: number;
    accountMailPerHourPerIp: number;
  };
  recaptcha: { secret: string | undefined; verifyUrl: string };
  newsletter: { allowGuests: boolean; guestConfirmation: boolean };
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  publicUrl: string;
  storefrontUrl: string;
  pageCacheSecret: string | undefined;
  logLevel: string;
  dataDir: string;
  /** The admin app's build folder; /admin answers 404 while it has not been built. */
  adminDistDir: string;
  seedDemo: boolean;
  graphql: {
    maxDepth: number;
    maxComplexity: number;
    maxAliases: number;
    costBudgetPerMinute: number;
    costBudgetExempt: string;
  };
  bodyLimit: number;
  trustProxy: boolean | string;
  cacheCheckMs: number;
  /** Whether each process keeps an in-process search index (modules/search/index-holder.ts). */
  searchIndex: boolean;
  responseCacheEntries: number;
  metricsToken: string | undefined;
  payments: PaymentsConfig;
  postcode: PostcodeConfig;
  mail: { smtpUrl: string | undefined; from: string; sweepMs: number };
  content: {
    uploadsDir: string;
    uploadMaxBytes: number;
    cvMaxBytes: number;
    returnDeadlineDays: number;
    formRateLimitPerHour: number;
    staff: { sales: string; support: string; hr: string };
  };
  customer: CustomerConfig;
  /** Card vault key (hex, 64 characters) when configured; otherwise read from (or generated into) `file`. */
  vault: { key: string | undefined; file?: string | undefined };
  acart: { delayMinutes: number; sweepMs: number };
  backOffice: BackOfficeConfig;
};

export interface BackOfficeConfig {
  adminTokenTtlHours: number;
  lockout: { maxFailures: number; maxFailuresPerIp: number; minutes: number };
}

export class ConfigError extends Error {}

/** Validates the environment and returns the configuration, or throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const problems =
    e.NODE_ENV === 'production'
      ? productionProblems(e, env)
      : e.PAYMENTS_MODE === 'production'
        ? paymentCredentialProblems(e)
        : [];
  if (problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const { databaseUrl, dataDir } = storeLocation(env);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.COMMERCE_PORT,
    databaseUrl,
    publicUrl: (e.COMMERCE_URL ?? `http://${e.HOST}:${e.COMMERCE_PORT}`).replace(/\/$/, ''),
    storefrontUrl: e.STOREFRONT_URL.replace(/\/$/, ''),
    pageCacheSecret: e.PAGE_CACHE_SECRET,
    logLevel:
      e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'error' : e.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir,
    adminDistDir: fromRepoRoot(e.ADMIN_DIST_DIR ?? 'apps/admin/dist'),
    seedDemo: e.SEED_DEMO,
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxComplexity: e.GRAPHQL_MAX_COMPLEXITY,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      costBudgetPerMinute: e.GRAPHQL_COST_BUDGET,
      costBudgetExempt: e.GRAPHQL_COST_BUDGET_EXEMPT,
    },
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    cacheCheckMs: e.CACHE_CHECK_MS,
    searchIndex: e.SEARCH_INDEX === 'on',
    metricsToken: e.METRICS_TOKEN,
    responseCacheEntries: e.GRAPHQL_RESPONSE_CACHE,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, sweepMs: e.MAIL_SWEEP_MS },
    content: {
      uploadsDir: e.UPLOADS_DIR ? fromRepoRoot(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
      cvMaxBytes: e.CV_MAX_BYTES,
      returnDeadlineDays: e.RETURN_DEADLINE_DAYS,
      formRateLimitPerHour: e.FORM_RATE_LIMIT_PER_HOUR,
      staff: { sales: e.SALES_EMAIL, support: e.SUPPORT_EMAIL, hr: e.HR_EMAIL },
    },
    customer: {
      tokenLifetimeMinutes: e.CUSTOMER_TOKEN_LIFETIME_MINUTES,
      requireConfirmation: e.CUSTOMER_REQUIRE_CONFIRMATION,
      passwordResetLifetimeMinutes: e.PASSWORD_RESET_LIFETIME_MINUTES,
      lockout: {
        maxFailures: e.LOGIN_MAX_FAILURES,
        maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
        windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
        delaySeconds: e.LOGIN_DELAY_SECONDS,
        maxDelaySeconds: e.LOGIN_MAX_DELAY_SECONDS,
        botCheckAfterFailures: e.LOGIN_BOT_CHECK_AFTER_FAILURES,
      },
      passwordHash: { N: e.PASSWORD_SCRYPT_N, r: 8, p: 1 },
      limits: {
        passwordResetMaxRequests: e.PASSWORD_RESET_MAX_REQUESTS,
        passwordResetMinIntervalMinutes: e.PASSWORD_RESET_MIN_INTERVAL_MINUTES,
        accountMailPerHourPerIp: e.ACCOUNT_MAIL_MAX_PER_HOUR_PER_IP,
      },
      recaptcha: { secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL },
      newsletter: {
        allowGuests: e.NEWSLETTER_ALLOW_GUESTS,
        guestConfirmation: e.NEWSLETTER_GUEST_CONFIRMATION,
      },
    },
    vault: {
      key: e.CARD_VAULT_KEY?.toLowerCase(),
      file: e.CARD_VAULT_KEY_FILE ? fromRepoRoot(e.CARD_VAULT_KEY_FILE) : undefined,
    },
    acart: { delayMinutes: e.ACART_DELAY_MINUTES, sweepMs: e.ACART_SWEEP_MS },
    backOffice: {
      adminTokenTtlHours: e.ADMIN_TOKEN_TTL_HOURS,
      lockout: {
        maxFailures: e.ADMIN_LOGIN_MAX_FAILURES,
        maxFailuresPerIp: e.ADMIN_LOGIN_MAX_FAILURES_PER_IP,
        minutes: e.ADMIN_LOCKOUT_MINUTES,
      },
    },
    payments: {
      mode: e.PAYMENTS_MODE,
      sandboxPayEnabled: e.SANDBOX_BANK && e.PAYMENTS_MODE === 'sandbox' && e.NODE_ENV !== 'production',
      sandboxCliEnabled: e.PAYMENTS_MODE === 'sandbox' && e.NODE_ENV !== 'production',
      offerCheckmo: e.OFFER_CHECKMO && e.NODE_ENV !== 'production',
      cardDeclineLimits: {
        perOrder: e.CARD_DECLINES_PER_ORDER,
        perCard: e.CARD_DECLINES_PER_CARD,
        perCustomer: e.CARD_DECLINES_PER_CUSTOMER,
        perIp: e.CARD_DECLINES_PER_IP,
        windowMinutes: e.CARD_DECLINE_WINDOW_MINUTES,
      },
      timeoutMs: e.PAYMENTS_TIMEOUT_MS,
      pix: {
        key: e.PIX_KEY,
        merchantName: e.PIX_MERCHANT_NAME,
        merchantCity: e.PIX_MERCHANT_CITY,
        apiUrl: e.PIX_API_URL?.replace(/\/$/, ''),
        tokenUrl:
          e.PIX_TOKEN_URL ?? (e.PIX_API_URL ? `${e.PIX_API_URL.replace(/\/$/, '')}/oauth/token` : undefined),
        clientId: e.PIX_CLIENT_ID,
        clientSecret: e.PIX_CLIENT_SECRET,
        tlsCertFile: e.PIX_TLS_CERT_FILE && fromRepoRoot(e.PIX_TLS_CERT_FILE),
        tlsKeyFile: e.PIX_TLS_KEY_FILE && fromRepoRoot(e.PIX_TLS_KEY_FILE),
      },
      boleto: {
        agency: e.BOLETO_AGENCY,
        account: e.BOLETO_ACCOUNT,
        wallet: e.BOLETO_WALLET,
        beneficiaryName: e.BOLETO_BENEFICIARY_NAME,
        beneficiaryDocument: e.BOLETO_BENEFICIARY_DOCUMENT,
        beneficiaryAddress: e.BOLETO_BENEFICIARY_ADDRESS,
        nossoNumeroStart: e.BOLETO_NOSSO_NUMERO_START,
        apiUrl: e.BOLETO_API_URL?.replace(/\/$/, ''),
        tokenUrl: e.BOLETO_TOKEN_URL,
        clientId: e.BOLETO_CLIENT_ID,
        clientSecret: e.BOLETO_CLIENT_SECRET,
        beneficiaryId: e.BOLETO_BENEFICIARY_ID,
      },
      rede: { apiUrl: e.REDE_API_URL.replace(/\/$/, ''), pv: e.REDE_PV, token: e.REDE_TOKEN },
    },
    postcode: {
      providers: e.CEP_PROVIDERS,
      viacepUrl: e.CEP_PROVIDER_URL.replace(/\/$/, ''),
      brasilapiUrl: e.CEP_FALLBACK_URL.replace(/\/$/, ''),
      timeoutMs: e.CEP_TIMEOUT_MS,
      cacheTtlMs: e.CEP_CACHE_TTL_MS,
      cacheSize: e.CEP_CACHE_SIZE,
    },
  };
}

/** Loads the repository root's `.env` when present (never overriding the environment). */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) dotenv.config({ path: file, quiet: true });
}
