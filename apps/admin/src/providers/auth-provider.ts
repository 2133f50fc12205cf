import type { AuthProvider } from 'react-admin';
import { rest, tokenStore } from './http';
import { permissionsOf, type StaffMe } from './permissions';

/** The sign-in step the server asks for next (Magento's 2FA answers, see `login`). */
export class SecondFactorNeeded extends Error {
  constructor(
    message: string,
    /** `otp`: a TOTP code; `enrol`: set up the authenticator app first. */
    readonly step: 'otp' | 'enrol',
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
const TWO_FACTOR_MESSAGE = /2fa provider-specific endpoints/i;
const ENROL_MESSAGE = /configure personal Two-Factor/i;

function cachedMe(): StaffMe | null {
  const raw = globalThis.sessionStorage?.getItem(ME_KEY);
  return raw ? (JSON.parse(raw) as StaffMe) : null;
}

async function loadMe(): Promise<StaffMe> {
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
 * which with 2FA on answers 400 "use the 2fa provider-specific endpoints"; then
 * `tfa/provider/google/authenticate` with the password and the TOTP code gives the token.
 */
export async function requestToken({ username, password, otp }: Credentials): Promise<string> {
  if (otp) {
    return rest<string>('tfa/provider/google/authenticate', {
      method: 'POST',
      anonymous: true,
      body: { username, password, otp },
    });
  }
  try {
    return await rest<string>('integration/admin/token', {
      method: 'POST',
      anonymous: true,
      body: { username, password },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (TWO_FACTOR_MESSAGE.test(message)) throw new SecondFactorNeeded(message, 'otp');
    if (ENROL_MESSAGE.test(message)) throw new SecondFactorNeeded(message, 'enrol');
    throw error;
  }
}

export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    const token = await requestToken(credentials);
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
    const name = [me.firstname, me.lastname].filter(Boolean).join(' ');
    return { id: me.id, fullName: name || me.username || me.email || String(me.id) };
  },
};
