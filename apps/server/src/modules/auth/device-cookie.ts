import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../env';

/** Device cookies are named this and a tag of the account's id: one cookie per account and browser. */
export const DEVICE_COOKIE_PREFIX = 'mw_device_';
/** Only the password login reads them: no other request carries them. */
export const DEVICE_COOKIE_PATH = '/login_check';
/**
 * Device cookies one browser keeps at most (a classroom computer many students sign in on): a
 * login that sees more lets the oldest go, so the login's Cookie header stays small.
 */
export const MAX_DEVICE_COOKIES = 10;

const NONCE_BYTES = 12;
const MAC_BYTES = 16;
/** A cookie issued this far in the future (another instance's clock) still counts. */
const CLOCK_SKEW_SECONDS = 60;
const VALUE = /^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

export interface DeviceCookieOptions {
  /** The server's secret (the JWT secret): the cookies' key is derived from it. */
  secret: string;
  /** How long a device stays known after its last sign-in. */
  maxAgeSeconds: number;
  /** Send the cookie over HTTPS only (the site is served over HTTPS). */
  secure: boolean;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

/** The account a device cookie binds to: its id and its current password hash (never sent anywhere). */
export interface DeviceAccount {
  id: number;
  passwordHash: string;
}

/** A browser that signed in to the account before and still holds a valid device cookie for it. */
export interface KnownDevice {
  userId: number;
  /** The device's random id, kept across its later sign-ins. */
  nonce: string;
  /** The login throttle's key for failures made from this device. */
  throttleKey: string;
}

/** The options as the app's settings give them. */
export function deviceCookieOptions(
  env: Pick<Env, 'jwtSecret' | 'siteUrl' | 'DEVICE_COOKIE_DAYS'>,
): DeviceCookieOptions {
  return {
    secret: env.jwtSecret,
    maxAgeSeconds: env.DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    secure: env.siteUrl.startsWith('https:'),
  };
}

/**
 * Device cookies (OWASP's "device cookies" against lock-out): after a sign-in the browser gets an
 * HttpOnly cookie holding a random nonce, its issue time and an HMAC over the account's id, the
 * nonce, the time and the account's current password hash, under a key derived from the server's
 * secret. A login for the account that carries a valid one is the owner's known device: failures
 * from elsewhere do not hold it up (see login-throttle.ts). Nothing is stored on the server; a
 * password change, reset or admin reset changes the hash, so every earlier cookie stops counting.
 */
export function createDeviceCookies(options: DeviceCookieOptions) {
  const now = options.now ?? Date.now;
  const key = createHmac('sha256', options.secret).update('markwell device cookie v1').digest();
  const attributes = `Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;

  const nameFor = (userId: number) =>
    DEVICE_COOKIE_PREFIX + createHmac('sha256', key).update(`name\n${userId}`).digest('base64url').slice(0, 11);

  const macOf = (account: DeviceAccount, nonce: string, issuedAt: number) =>
    createHmac('sha256', key)
      .update(`device\n${account.id}\n${nonce}\n${issuedAt}\n${account.passwordHash}`)
      .digest()
      .subarray(0, MAC_BYTES);

  /** The issue time a device cookie's value claims (unchecked), or 0 when it is no device cookie. */
  const claimedIssueTime = (value: string) => {
    const m = VALUE.exec(value);
    return m ? parseInt(m[2]!, 36) : 0;
  };

  return {
    nameFor,

    /** The known device the request's cookies show for this account, or null (none, forged, another account's, expired, or from before a password change). */
    known(cookies: ReadonlyMap<string, string>, account: DeviceAccount): KnownDevice | null {
      const m = VALUE.exec(cookies.get(nameFor(account.id)) ?? '');
      if (!m) return null;
      const [, nonce, issued, mac] = m as unknown as [string, string, string, string];
      const issuedAt = parseInt(issued, 36);
      const age = Math.floor(now() / 1000) - issuedAt;
      if (age < -CLOCK_SKEW_SECONDS || age >= options.maxAgeSeconds) return null;
      if (!timingSafeEqual(Buffer.from(mac, 'base64url'), macOf(account, nonce, issuedAt))) return null;
      return { userId: account.id, nonce, throttleKey: `device:${account.id}:${nonce}` };
    },

    /**
     * The Set-Cookie values after a sign-in to the account: its device cookie, fresh (the known
     * device keeps its nonce), and an expiry for each of the oldest other device cookies the
     * browser sent beyond MAX_DEVICE_COOKIES.
     */
    issue(account: DeviceAccount, cookies: ReadonlyMap<string, string>, device?: KnownDevice | null): string[] {
      const nonce = device?.userId === account.id ? device.nonce : randomBytes(NONCE_BYTES).toString('base64url');
      const issuedAt = Math.floor(now() / 1000);
      const value = `${nonce}.${issuedAt.toString(36)}.${macOf(account, nonce, issuedAt).toString('base64url')}`;
      const name = nameFor(account.id);
      const others = [...cookies]
        .filter(([n]) => n.startsWith(DEVICE_COOKIE_PREFIX) && n !== name)
        .sort(([, a], [, b]) => claimedIssueTime(b) - claimedIssueTime(a));
      const dropped = others.slice(MAX_DEVICE_COOKIES - 1).map(([n]) => `${n}=; Max-Age=0; ${attributes}`);
      return [`${name}=${value}; Max-Age=${options.maxAgeSeconds}; ${attributes}`, ...dropped];
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
