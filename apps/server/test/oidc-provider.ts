import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a spare loopback port, for the SSO route
 * tests and the browser journey. Its login page signs in whoever `signInAs` chose, with no form,
 * and consent is implied: the flow is the real authorization code flow with PKCE, the ID token
 * is signed with the provider's own key.
 */
export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/** How the next token response's ID token is altered (to try the client's checks). */
export type IdTokenTamper = (claims: JWTPayload) => JWTPayload;

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the provider's login page signs in next. */
  signInAs(identity: TestIdentity): void;
  /** Re-signs the next ID token (with the provider's key) after changing its claims. */
  tamperNextIdToken(tamper: IdTokenTamper): void;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'markwell-test';
  const clientSecret = options.clientSecret ?? 'test-client-secret-that-is-long-enough';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };
  let identity: TestIdentity | null = null;
  let tamper: IdTokenTamper | null = null;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestIdentity>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key-one', 'test-cookie-key-two'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    // First-party test client: consent is implied.
    loadExistingGrant: async (ctx: {
      oidc: { provider: Provider; client: { clientId: string }; session: { accountId: string } };
    }) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/token' && tamper && ctx.body && typeof ctx.body.id_token === 'string') {
      const change = tamper;
      tamper = null;
      const claims = change({ ...decodeJwt(ctx.body.id_token) });
      ctx.body = {
        ...ctx.body,
        id_token: await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey),
      };
    }
  });

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        try {
          await provider.interactionDetails(req, res);
          if (!identity) throw new Error('startOidcProvider: call signInAs() before signing in');
          accounts.set(identity.sub, identity);
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: identity.sub } },
            { mergeWithLastSubmission: false },
          );
        } catch (err) {
          res.statusCode = 500;
          res.end(String(err));
        }
      })();
      return;
    }
    handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      identity = next;
      accounts.set(next.sub, next);
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows an authorization URL through the provider as a browser would (its cookies kept) until
 * it redirects to `redirectPrefix`; answers that URL.
 */
export async function followToRedirect(authorizationUrl: string, redirectPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`Provider answered ${res.status} without a redirect at ${url}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectPrefix)) return next;
    url = next.href;
  }
  throw new Error('Too many redirects at the provider');
}
