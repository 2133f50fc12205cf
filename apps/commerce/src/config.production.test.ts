import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { availablePaymentMethods } from './modules/cart/payment-methods';

const PAYMENTS = {
  PAYMENTS_MODE: 'production',
  PIX_KEY: 'financeiro@escritoriototal.com.br',
  PIX_API_URL: 'https://pix.example.com',
  PIX_CLIENT_ID: 'id',
  PIX_CLIENT_SECRET: 'secret',
  BOLETO_API_URL: 'https://itau.example.com',
  BOLETO_TOKEN_URL: 'https://itau.example.com/token',
  BOLETO_CLIENT_ID: 'id',
  BOLETO_CLIENT_SECRET: 'secret',
  BOLETO_BENEFICIARY_ID: '1',
  REDE_PV: 'pv',
  REDE_TOKEN: 'token',
};

function keyFileOutside(): { dataDir: string; keyFile: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'prodcfg-'));
  const keyFile = path.join(root, 'secrets', 'card-vault.key');
  const dataDir = path.join(root, 'data');
  return { dataDir, keyFile };
}

/** A complete production environment; tests take one variable away at a time. */
function production(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const { dataDir } = keyFileOutside();
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://store@db/store',
    DATA_DIR: dataDir,
    PAGE_CACHE_SECRET: 'a-long-page-cache-secret',
    SMTP_URL: 'smtps://mail.example.com',
    STOREFRONT_URL: 'https://www.escritoriototal.com.br',
    CARD_VAULT_KEY: 'ab'.repeat(32),
    ...PAYMENTS,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv;
}

/** The problem lines of a ConfigError (each names one variable). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  return [];
}

describe('production configuration check', () => {
  it('accepts a complete production environment', () => {
    const config = loadConfig(production());
    expect(config.env).toBe('production');
    expect(config.payments.sandboxPayEnabled).toBe(false);
    expect(config.payments.sandboxCliEnabled).toBe(false);
    expect(config.payments.offerCheckmo).toBe(false);
  });

  it('names each missing secret on a line of its own, saying what it is for', () => {
    const lines = problems(
      production({
        PAGE_CACHE_SECRET: undefined,
        SMTP_URL: undefined,
        STOREFRONT_URL: undefined,
        CARD_VAULT_KEY: undefined,
        REDE_TOKEN: undefined,
      }),
    );
    expect(lines).toHaveLength(5);
    expect(lines).toEqual([
      "REDE_TOKEN: required when PAYMENTS_MODE=production (the store's e.Rede token for card payments)",
      expect.stringMatching(/^PAGE_CACHE_SECRET: required \(shared with the storefront/),
      expect.stringMatching(/^SMTP_URL: required \(order confirmations/),
      expect.stringMatching(/^STOREFRONT_URL: must be the storefront's public https:\/\/ address/),
      expect.stringMatching(/^CARD_VAULT_KEY_FILE: required unless CARD_VAULT_KEY is set/),
    ]);
  });

  it('gives one message per variable, one at a time', () => {
    for (const name of [
      'PAGE_CACHE_SECRET',
      'SMTP_URL',
      'PIX_KEY',
      'PIX_CLIENT_SECRET',
      'BOLETO_BENEFICIARY_ID',
    ]) {
      const lines = problems(production({ [name]: undefined }));
      expect(lines).toHaveLength(1);
      expect(lines[0]!.startsWith(`${name}: `)).toBe(true);
    }
  });

  it('refuses sandbox payments, an http storefront, the sandbox bank and check / money order', () => {
    expect(problems(production({ PAYMENTS_MODE: 'sandbox' }))).toEqual([
      'PAYMENTS_MODE: must be production (sandbox payments would accept orders nobody pays for)',
    ]);
    expect(problems(production({ STOREFRONT_URL: 'http://shop.example.com' }))[0]).toMatch(
      /^STOREFRONT_URL: must be/,
    );
    expect(problems(production({ SANDBOX_BANK: 'true' }))).toEqual([
      'SANDBOX_BANK: must not be true in production (it marks orders paid without a payment)',
    ]);
    expect(problems(production({ OFFER_CHECKMO: 'true' }))[0]).toMatch(/^OFFER_CHECKMO: must not be true/);
  });

  it('lists every missing variable of a bare production start at once', () => {
    const lines = problems({ NODE_ENV: 'production', DATA_DIR: keyFileOutside().dataDir });
    const names = lines.map((line) => line.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining(['PAYMENTS_MODE', 'PIX_API_URL', 'REDE_TOKEN', 'PIX_KEY', 'SMTP_URL']),
    );
    expect(names).toHaveLength(new Set(names).size);
  });

  it('wants the card vault key file outside DATA_DIR, and present', () => {
    const { dataDir, keyFile } = keyFileOutside();
    const inside = path.join(dataDir, 'card-vault.key');
    expect(
      problems(production({ CARD_VAULT_KEY: undefined, DATA_DIR: dataDir, CARD_VAULT_KEY_FILE: inside }))[0],
    ).toMatch(/^CARD_VAULT_KEY_FILE: must be outside DATA_DIR/);
    expect(
      problems(production({ CARD_VAULT_KEY: undefined, DATA_DIR: dataDir, CARD_VAULT_KEY_FILE: keyFile }))[0],
    ).toMatch(/^CARD_VAULT_KEY_FILE: .* does not exist/);
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, `${'cd'.repeat(32)}\n`, { mode: 0o600 });
    const config = loadConfig(
      production({ CARD_VAULT_KEY: undefined, DATA_DIR: dataDir, CARD_VAULT_KEY_FILE: keyFile }),
    );
    expect(config.vault.file).toBe(keyFile);
  });

  it('outside production only checks payment credentials when PAYMENTS_MODE=production', () => {
    expect(problems({ NODE_ENV: 'development' })).toEqual([]);
    expect(problems({ NODE_ENV: 'development', PAYMENTS_MODE: 'production' })).toHaveLength(10);
  });
});

describe('check / money order and the sandbox bank are opt-in', () => {
  const codes = (env: NodeJS.ProcessEnv) => availablePaymentMethods(loadConfig(env)).map((m) => m.code);

  it('offers checkmo only with OFFER_CHECKMO=true, never in production', () => {
    expect(codes({ NODE_ENV: 'development' })).toEqual(['jetpix', 'jetboleto', 'jetcred']);
    expect(codes({ NODE_ENV: 'test' })).toEqual(['jetpix', 'jetboleto', 'jetcred']);
    expect(codes({ NODE_ENV: 'development', OFFER_CHECKMO: 'true' })).toContain('checkmo');
  });

  it('opens the sandbox bank endpoints only with SANDBOX_BANK=true; the command needs sandbox mode', () => {
    expect(loadConfig({}).payments.sandboxPayEnabled).toBe(false);
    expect(loadConfig({}).payments.sandboxCliEnabled).toBe(true);
    expect(loadConfig({ SANDBOX_BANK: 'true' }).payments.sandboxPayEnabled).toBe(true);
  });
});
