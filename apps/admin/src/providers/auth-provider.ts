import { type AuthProvider, HttpError } from 'react-admin';
import { type MagentoErrorBody, rest, tokenStore } from './http';
import { permissionsOf, type StaffMe } from './permissions';

/** The sign-in step the server asks for next (see `requestToken`). */
export class NextStepNeeded extends Error {
  constructor(
    message: string,
    /** `otp`: the authenticator app's code; `password`: replace the one-time password first. */
    readonly step: 'otp' | 'password',
  ) {
    super(message);
  }
}

export interface Credentials {
  username: string;
  password: string;
  otp?: string;
}

const ME_KEY = 'admin.me';
/** The server's templates (Magento's English) that ask for a next sign-in step. */
const TWO_FACTOR_MESSAGE = 'Please use the 2fa provider-specific endpoints to obtain a token.';
const PASSWORD_CHANGE_MESSAGE = "It's time to change your password.";

function cachedMe(): StaffMe | null {
  const raw = globalThis.sessionStorage?.getItem(ME_KEY);
  return raw ? (JSON.parse(raw) as StaffMe) : null;
}

export async function loadMe(): Promise<StaffMe> {
  const me = await rest<StaffMe>('staff/me');
  globalThis.sessionStorage?.setItem(ME_KEY, JSON.stringify(me));
  return me;
}

function signOut() {
  tokenStore.clear();
  globalThis.sessionStorage?.removeItem(ME_KEY);
}

/**
 * Signs in as Magento's admin does over the Web API: `integration/admin/token` with the password,
 * which for a user with 2FA answers 400 "use the 2fa provider-specific endpoints"; then
 * `tfa/provider/google/authenticate` with the password and the TOTP code gives the token. A user
 * still on the one-time password is told 401 "It's time to change your password."
 */
export async function requestToken({ username, password, otp }: Credentials): Promise<string> {
  try {
    if (otp) {
      return await rest<string>('tfa/provider/google/authenticate', {
        method: 'POST',
        anonymous: true,
        body: { username, password, otp },
      });
    }
    return await rest<string>('integration/admin/token', {
      method: 'POST',
      anonymous: true,
      body: { username, password },
    });
  } catch (error) {
    // The message shown is in the screen's language; the step is read from the server's template.
    const template = error instanceof HttpError ? (error.body as MagentoErrorBody | undefined)?.message : '';
    const message = error instanceof Error ? error.message : '';
    if (template === TWO_FACTOR_MESSAGE) throw new NextStepNeeded(message, 'otp');
    if (template === PASSWORD_CHANGE_MESSAGE) throw new NextStepNeeded(message, 'password');
    throw error;
  }
}

/** Replaces the password (the one-time one first); the code too when 2FA is on. */
export function changePassword(input: {
  username: string;
  currentPassword: string;
  newPassword: string;
  otp?: string;
}) {
  return rest<boolean>('staff/password', { method: 'POST', anonymous: true, body: input });
}

/** Starts TOTP enrolment for the signed-in user: secret, otpauth URI and QR code. */
export function configureTotp() {
  return rest<{ secret_code: string; otpauth_uri: string; qr_code_url: string }>(
    'staff/me/tfa/google/configure',
    {
      method: 'POST',
      body: {},
    },
  );
}

/** Turns TOTP on with its first code; answers the recovery codes, shown once. */
export function activateTotp(otp: string) {
  return rest<{ recovery_codes: string[] }>('staff/me/tfa/google/activate', {
    method: 'POST',
    body: { otp },
  });
}

/** Keeps a token got by `requestToken` (the sign-in page does the steps, then `login({ token })`). */
export function keepToken(token: string) {
  tokenStore.set(token);
}

export const authProvider: AuthProvider = {
  async login(credentials: Credentials | { token: string }) {
    const token = 'token' in credentials ? credentials.token : await requestToken(credentials);
    tokenStore.set(token);
    try {
      await loadMe();
    } catch (error) {
      signOut();
      throw error;
    }
  },

  async logout() {
    signOut();
  },

  async checkAuth() {
    if (!tokenStore.get()) throw new Error('ra.auth.auth_check_error');
  },

  /**
   * Magento answers 401 both for a dead token and for a resource the role lacks. The token is
   * alive when `staff/me` still answers: then the person stays signed in and sees the refusal.
   */
  async checkError(error: { status?: number }) {
    if (error?.status !== 401) return;
    if (tokenStore.get()) {
      try {
        await loadMe();
        throw Object.assign(new Error('ra.notification.not_authorized'), { logoutUser: false });
      } catch (refusal) {
        if ((refusal as { logoutUser?: boolean }).logoutUser === false) throw refusal;
      }
    }
    signOut();
    throw new Error('ra.auth.auth_check_error');
  },

  async getPermissions() {
    if (!tokenStore.get()) return permissionsOf(null);
    return permissionsOf(cachedMe() ?? (await loadMe()));
  },

  async getIdentity() {
    const me = cachedMe() ?? (await loadMe());
    const name = me.user ? `${me.user.firstname} ${me.user.lastname}`.trim() : me.name;
    return { id: me.id, fullName: name || me.name };
  },
};
