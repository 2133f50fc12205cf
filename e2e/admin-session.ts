// The back office's sign-in for journeys: the first administrator from the CLI, the first
// sign-in (one-time password, new password, TOTP enrolment, recovery codes), screenshots and axe.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { seriousViolations } from './axe';
import { databaseFile, SCREENSHOTS } from './store';

// Signing in hashes passwords slowly on purpose; on a loaded two-core machine a step takes seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

export const DESKTOP = { width: 1280, height: 900 };
export const TABLET = { width: 1024, height: 768 };
export const NEW_PASSWORD = 'Escritorio#2026-admin';

export async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

export async function expectAccessible(page: Page, what: string) {
  // The app bar's loading spinner (react-admin's, nameless) shows while any read is in flight, more
  // often on a loaded machine: axe looks at the settled screen.
  const spinners = page.locator('header .MuiCircularProgress-root, main .MuiCircularProgress-root');
  await expect(spinners).toHaveCount(0);
  expect(await seriousViolations(page), `violations on ${what}`).toEqual([]);
}

/** react-admin's error notifications (a refusal of the server, shown with its message). */
export const serverErrors = (page: Page) => page.locator('.MuiSnackbarContent-message');

/** `npm run staff -- create-admin` on the journeys' database; answers the one-time password. */
export function createAdmin(email: string): string {
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'staff', '-w', 'apps/commerce', '--', 'create-admin', '--email', email],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: `file:${databaseFile()}`, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const match = /One-time password: (\S+)/.exec(output);
  if (!match?.[1]) throw new Error(`no one-time password in: ${output}`);
  return match[1];
}

/** The TOTP code of `secret`, `stepsAhead` periods from now (the server takes one step of drift). */
export const code = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * First sign-in: one-time password, new password, authenticator app (the secret read from the
 * page, as a person would type it), recovery codes. Answers the TOTP secret.
 */
export async function firstSignIn(
  page: Page,
  email: string,
  oneTimePassword: string,
  shots?: string,
): Promise<string> {
  await page.goto('/admin/');
  await page.getByLabel('Usuário').fill(email);
  await page.getByLabel('Senha').fill(oneTimePassword);
  if (shots) await shot(page, `${shots}-login`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Código do aplicativo autenticador').fill(code(secret));
  if (shots) await shot(page, `${shots}-enrol`);
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('menuitem', { name: 'Painel' })).toBeVisible();
  return secret;
}
