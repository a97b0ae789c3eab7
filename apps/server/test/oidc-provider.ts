import { fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
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
  port: number;
  /** The provider's signing key (a provider started with it signs as this one does). */
  privateJwk: JWK;
  /** Who the provider's login page signs in next. */
  signInAs(identity: TestIdentity): void;
  /** Re-signs the next ID token (with the provider's key) after changing its claims. */
  tamperNextIdToken(tamper: IdTokenTamper): void;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  /** 0 (default): a spare port. */
  port?: number;
  /**
   * The host name in the issuer identifier (the provider listens on 127.0.0.1 either way): a
   * provider restarted as `localhost` on the same port answers the same URLs but issues ID
   * tokens of another issuer.
   */
  issuerHost?: '127.0.0.1' | 'localhost';
  /** Sign with this key (e.g. a previous provider's); default: a new one. */
  privateJwk?: JWK;
}

export async function startOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'markwell-test';
  const clientSecret = options.clientSecret ?? 'test-client-secret-that-is-long-enough';
  const privateJwk =
    options.privateJwk ?? (await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey));
  const privateKey = await importJWK(privateJwk, 'RS256');
  const jwk = { ...privateJwk, kid: 'test-key', use: 'sig', alg: 'RS256' };
  let identity: TestIdentity | null = null;
  let tamper: IdTokenTamper | null = null;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${options.issuerHost ?? '127.0.0.1'}:${port}`;
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
    port,
    privateJwk,
    signInAs(next) {
      identity = next;
      accounts.set(next.sub, next);
    },
    tamperNextIdToken(change) {
      tamper = change;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A test provider in a process of its own, whose clock can be set apart from the machine's. */
export interface TestOidcProviderProcess {
  issuer: string;
  clientId: string;
  clientSecret: string;
  signInAs(identity: TestIdentity): Promise<void>;
  /** Sets the provider's clock this many seconds from the machine's (negative: behind). */
  setClock(offsetSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the test provider in a child process (oidc-provider-process.ts): the same provider, with
 * its own clock, so a test can have it issue ID tokens that are really expired when they arrive.
 */
export async function startOidcProviderProcess(options: TestOidcProviderOptions): Promise<TestOidcProviderProcess> {
  const child = fork(new URL('./oidc-provider-process.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TEST_OIDC_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const onExit = () => reject(new Error(`The provider process exited: ${stderr.slice(-2000)}`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as T);
      });
    });
  const ready = await next<{ issuer: string; clientId: string; clientSecret: string }>();
  const ask = async (message: object) => {
    const answered = next();
    child.send(message);
    await answered;
  };
  return {
    issuer: ready.issuer,
    clientId: ready.clientId,
    clientSecret: ready.clientSecret,
    signInAs: (identity) => ask({ type: 'signInAs', identity }),
    setClock: (offsetSeconds) => ask({ type: 'clock', offsetSeconds }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
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
