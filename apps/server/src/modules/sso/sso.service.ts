import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SsoConnection, SsoConnectionBody, SsoProviders } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { roleOf } from '../../lib/access';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { TokenSubject } from '../../lib/token-subject';
import { createSecretBox } from './secret-box';
import { createSsoRepository, type SsoConnectionRow } from './sso.repository';

/** How long a started sign-in may take before its state, nonce and PKCE verifier expire. */
export const SIGN_IN_REQUEST_SECONDS = 10 * 60;
/** The cookie that ties a sign-in's state to the browser that started it. */
export const STATE_COOKIE = 'mw_sso_state';
/** Where the provider sends people back; registered at the provider. */
export const CALLBACK_PATH = '/api/v2/sso/callback';

const PRESET_NAMES = { google: 'Google', microsoft: 'Microsoft', custom: 'your school' } as const;

/** A refused sign-in: its code is shown by the login page, and recorded. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: string,
    readonly detail: { email?: string; subject?: string; userId?: number } = {},
  ) {
    super(code);
    this.name = 'SsoRefusal';
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** The issuer URL a connection body stands for. */
export function issuerFor(body: Pick<SsoConnectionBody, 'preset' | 'issuer' | 'tenant'>): string {
  if (body.preset === 'google') return 'https://accounts.google.com';
  if (body.preset === 'microsoft') {
    if (!body.tenant) {
      throw badRequest('tenant_required', 'Give the Entra ID tenant id.', {
        errors: [{ path: 'body.tenant', message: 'Required for Microsoft' }],
      });
    }
    return `https://login.microsoftonline.com/${body.tenant}/v2.0`;
  }
  if (!body.issuer) {
    throw badRequest('issuer_required', 'Give the issuer URL.', {
      errors: [{ path: 'body.issuer', message: 'Required for a custom provider' }],
    });
  }
  const url = new URL(body.issuer);
  if (url.protocol !== 'https:' && !LOOPBACK.has(url.hostname)) {
    throw badRequest('issuer_not_https', 'The issuer URL must use https.', {
      errors: [{ path: 'body.issuer', message: 'Must be https' }],
    });
  }
  return body.issuer.replace(/\/+$/, '');
}

export interface SsoServiceDeps {
  /** The site's own URL: the redirect URI is built from it, never from a request. */
  siteUrl: string;
  /** Key material for the client secrets (SSO_SECRET_KEY or the JWT secret). */
  secretKey: string;
  /** Timeout of each request to a provider, in seconds. */
  timeoutSeconds?: number;
}

/**
 * OpenID Connect sign-in per school or platform-wide: admins' connections, the authorization code
 * flow with PKCE, state and nonce through openid-client, and the account-linking rules (ADR 0045).
 */
export function createSsoService(db: Db, deps: SsoServiceDeps) {
  const repo = createSsoRepository(db);
  const box = createSecretBox(deps.secretKey);
  const redirectUri = `${deps.siteUrl}${CALLBACK_PATH}`;
  const configs = new Map<string, Promise<oidc.Configuration>>();

  /** The provider's discovered configuration (cached per connection version). */
  function configurationOf(conn: SsoConnectionRow): Promise<oidc.Configuration> {
    const key = `${conn.id}:${conn.updatedAt.getTime()}`;
    let config = configs.get(key);
    if (!config) {
      const issuer = new URL(conn.issuer);
      // Plain http only for a provider on this machine (a development or test provider).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      config = oidc.discovery(issuer, conn.clientId, box.open(conn.clientSecretEncrypted), undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: deps.timeoutSeconds ?? 10,
      });
      configs.set(key, config);
      // A failed discovery is tried again next time.
      config.catch(() => configs.delete(key));
    }
    return config;
  }

  function toView(row: SsoConnectionRow): SsoConnection {
    return {
      id: row.id,
      schoolId: row.schoolId,
      name: row.name,
      preset: row.preset,
      issuer: row.issuer,
      clientId: row.clientId,
      hasClientSecret: row.clientSecretEncrypted.length > 0,
      domains: row.domains,
      requiredForStudents: row.requiredForStudents,
      requiredForTeachers: row.requiredForTeachers,
      createTeachers: row.createTeachers,
      enabled: row.enabled,
      redirectUri,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function valuesOf(body: SsoConnectionBody, schoolId: number | null, existing: SsoConnectionRow | null) {
    const domains = [...new Set(body.domains)];
    const taken = await repo.domainsClaimedElsewhere(domains, schoolId, existing?.id ?? null);
    if (taken.length) {
      throw badRequest('domain_taken', `Another school already signs in people of ${taken.join(', ')}.`, {
        errors: [{ path: 'body.domains', message: `Already used by another school: ${taken.join(', ')}` }],
      });
    }
    if (!existing && !body.clientSecret) {
      throw badRequest('client_secret_required', 'Give the client secret the provider issued.', {
        errors: [{ path: 'body.clientSecret', message: 'Required' }],
      });
    }
    return {
      schoolId,
      name: body.name ?? PRESET_NAMES[body.preset],
      preset: body.preset,
      issuer: issuerFor(body),
      clientId: body.clientId,
      clientSecretEncrypted: body.clientSecret ? box.seal(body.clientSecret) : existing!.clientSecretEncrypted,
      domains,
      // Platform-wide providers require nothing of any school.
      requiredForStudents: schoolId === null ? false : body.requiredForStudents,
      requiredForTeachers: schoolId === null ? false : body.requiredForTeachers,
      createTeachers: schoolId === null ? false : body.createTeachers,
      enabled: body.enabled,
    };
  }

  /** Links the provider's verified identity to an existing Markwell account (ADR 0045). */
  async function linkAccount(
    conn: SsoConnectionRow,
    claims: oidc.IDToken,
  ): Promise<TokenSubject & { created: boolean }> {
    const subject = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || !email.includes('@')) throw new SsoRefusal('sso_no_email', { subject });
    // Entra ID marks a domain-verified address with xms_edov rather than email_verified.
    const verified = claims.email_verified === true || (conn.preset === 'microsoft' && claims.xms_edov === true);
    if (!verified) throw new SsoRefusal('sso_email_unverified', { email, subject });
    if (!conn.domains.includes(domainOf(email))) throw new SsoRefusal('sso_domain_not_allowed', { email, subject });
    const user = await repo.findUserByEmail(email);
    if (!user) {
      if (conn.schoolId !== null && conn.createTeachers) {
        const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : email;
        // No usable password: the new teacher signs in through the provider (or asks for a reset).
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), 'generated');
        const created = await repo.insertTeacher({ email, name, schoolId: conn.schoolId, passwordHash });
        return { id: created.id, email, role: 'teacher', tokenVersion: created.tokenVersion, created: true };
      }
      throw new SsoRefusal('sso_no_account', { email, subject });
    }
    if (conn.schoolId !== null && user.schoolId !== conn.schoolId) {
      throw new SsoRefusal('sso_not_in_school', { email, subject, userId: user.id });
    }
    if (conn.schoolId === null && user.schoolId === null) {
      // Platform staff and admins keep their passwords: a provider never signs them in.
      throw new SsoRefusal('sso_not_in_school', { email, subject, userId: user.id });
    }
    if (!user.active) throw new SsoRefusal('sso_account_inactive', { email, subject, userId: user.id });
    if (user.schoolId !== null && !(await repo.schoolActive(user.schoolId))) {
      throw new SsoRefusal('school_deactivated', { email, subject, userId: user.id });
    }
    return {
      id: user.id,
      email: user.email,
      role: roleOf(user.kind, user.schoolAdmin),
      tokenVersion: user.tokenVersion,
      created: false,
    };
  }

  return {
    redirectUri,
    toView,

    async schoolConnection(schoolId: number): Promise<SsoConnection | null> {
      const row = await repo.connectionOfSchool(schoolId);
      return row ? toView(row) : null;
    },

    /** Creates or replaces the school's one connection. */
    async saveSchoolConnection(schoolId: number, body: SsoConnectionBody): Promise<SsoConnection> {
      const existing = await repo.connectionOfSchool(schoolId);
      const values = await valuesOf(body, schoolId, existing);
      const row = existing ? await repo.updateConnection(existing.id, values) : await repo.insertConnection(values);
      return toView(row);
    },

    async removeSchoolConnection(schoolId: number): Promise<void> {
      const existing = await repo.connectionOfSchool(schoolId);
      if (!existing) throw notFound('SSO connection');
      await repo.deleteConnection(existing.id);
    },

    async platformConnections(): Promise<SsoConnection[]> {
      return (await repo.platformConnections()).map(toView);
    },

    async createPlatformConnection(body: SsoConnectionBody): Promise<SsoConnection> {
      return toView(await repo.insertConnection(await valuesOf(body, null, null)));
    },

    async updatePlatformConnection(id: number, body: SsoConnectionBody): Promise<SsoConnection> {
      const existing = await repo.connectionById(id);
      if (!existing || existing.schoolId !== null) throw notFound('SSO connection');
      return toView(await repo.updateConnection(id, await valuesOf(body, null, existing)));
    },

    async removePlatformConnection(id: number): Promise<void> {
      const existing = await repo.connectionById(id);
      if (!existing || existing.schoolId !== null) throw notFound('SSO connection');
      await repo.deleteConnection(id);
    },

    /** The login buttons for an e-mail (its domain's providers), or the platform-wide ones. */
    async providersFor(email: string | undefined): Promise<SsoProviders> {
      const rows = email?.includes('@')
        ? await repo.enabledConnectionsForDomain(domainOf(email))
        : (await repo.platformConnections()).filter((r) => r.enabled);
      let passwordRefused = false;
      if (email?.includes('@')) {
        const user = await repo.findUserByEmail(email.trim().toLowerCase());
        const own = user?.schoolId ? rows.find((r) => r.schoolId === user.schoolId) : undefined;
        if (user && own) {
          passwordRefused =
            (user.kind === 'student' && own.requiredForStudents) ||
            (user.kind === 'teacher' && own.requiredForTeachers);
        }
      }
      return {
        items: rows.map((r) => ({ id: r.id, name: r.name, preset: r.preset, startUrl: `/api/v2/sso/${r.id}/start` })),
        passwordRefused,
      };
    },

    /**
     * Starts a sign-in: keeps a fresh state, nonce and PKCE verifier server-side and answers the
     * provider's authorization URL.
     */
    async start(connectionId: number, loginHint?: string): Promise<{ url: string; state: string }> {
      const conn = await repo.connectionById(connectionId);
      if (!conn || !conn.enabled) throw notFound('Sign-in provider');
      let config: oidc.Configuration;
      try {
        config = await configurationOf(conn);
      } catch {
        throw new AppError(502, 'sso_provider_unreachable', `${conn.name} could not be reached. Try again later.`);
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repo.insertRequest({
        state,
        connectionId: conn.id,
        nonce,
        codeVerifier,
        expiresAt: new Date(Date.now() + SIGN_IN_REQUEST_SECONDS * 1000),
      });
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (loginHint) params.login_hint = loginHint;
      // Google shows only accounts of the school's domain.
      if (conn.preset === 'google' && conn.domains.length === 1) params.hd = conn.domains[0]!;
      return { url: oidc.buildAuthorizationUrl(config, params).href, state };
    },

    /**
     * Finishes a sign-in from the provider's redirect: the state must be one this browser started
     * (unused, unexpired), then openid-client exchanges the code with the PKCE verifier and checks
     * the ID token (signature, issuer, audience, expiry, nonce). Answers whom to sign a token for;
     * every outcome is recorded.
     */
    async finish(query: Record<string, string | undefined>, browserState: string | undefined) {
      const state = query.state;
      const request = state ? await repo.takeRequest(state) : null;
      if (!request) throw new SsoRefusal('sso_state_invalid');
      const conn = await repo.connectionById(request.connectionId);
      if (!conn || !conn.enabled) throw new SsoRefusal('sso_state_invalid');
      const record = (outcome: string, detail: SsoRefusal['detail'] = {}) =>
        repo.recordSignIn({
          connectionId: conn.id,
          schoolId: conn.schoolId,
          userId: detail.userId ?? null,
          email: detail.email ?? null,
          subject: detail.subject ?? null,
          outcome,
        });
      try {
        if (!browserState || browserState !== state) throw new SsoRefusal('sso_state_mismatch');
        if (query.error) throw new SsoRefusal('sso_provider_refused');
        const current = new URL(redirectUri);
        for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v);
        let claims: oidc.IDToken | undefined;
        try {
          const config = await configurationOf(conn);
          const tokens = await oidc.authorizationCodeGrant(config, current, {
            pkceCodeVerifier: request.codeVerifier,
            expectedState: request.state,
            expectedNonce: request.nonce,
            idTokenExpected: true,
          });
          claims = tokens.claims();
          // Some providers put e-mail claims only in UserInfo: asked for the ID token's subject.
          if (claims && typeof claims.email !== 'string') {
            const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
            claims = {
              ...claims,
              email: info.email,
              email_verified: info.email_verified,
              name: claims.name ?? info.name,
            };
          }
        } catch {
          throw new SsoRefusal('sso_token_rejected');
        }
        if (!claims) throw new SsoRefusal('sso_token_rejected');
        const subject = await linkAccount(conn, claims);
        await record(subject.created ? 'account_created' : 'signed_in', {
          email: subject.email,
          subject: claims.sub,
          userId: subject.id,
        });
        return subject;
      } catch (err) {
        if (err instanceof SsoRefusal) await record(err.code, err.detail);
        throw err;
      }
    },

    /** The school's latest sign-ins through its provider. */
    async signInsOf(schoolId: number) {
      return repo.signInsOf(schoolId, 50);
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;
