import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A development identity provider: a real OpenID Connect provider (oidc-provider) on a loopback
 * port, with its own sign-in and consent pages, whose users are a fixed list of e-mail addresses
 * (each with a verified `email` claim). `npm start` runs it when DEV_OIDC_PROVIDER is on, so a
 * newcomer can try "Sign in with …" without the internet; the browser journey starts one too.
 * Never for production: it signs in anyone who knows the one password.
 */
export interface DevOidcUser {
  email: string;
  name: string;
}

export interface DevOidcProviderOptions {
  /** 0: a spare port. */
  port: number;
  /** Where the provider may send people back (Markwell's callback URL). */
  redirectUris: string[];
  users: DevOidcUser[];
  /** The one password every user signs in with at the provider. */
  password: string;
  clientId?: string;
  clientSecret?: string;
  /** The name the sign-in page shows. */
  title?: string;
}

export interface DevOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const DEV_OIDC_CLIENT_ID = 'markwell-dev';
export const DEV_OIDC_CLIENT_SECRET = 'markwell-dev-client-secret-not-for-production';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1b1e;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;border:1px solid #ced4da}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem;border:1px solid #495057;border-radius:4px}
button{margin-top:1.25rem;margin-right:.5rem;padding:.6rem 1.2rem;font-size:1rem;border-radius:4px;border:1px solid #1c4f8a;background:#1c4f8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1c4f8a}
.error{color:#a51d1d;font-weight:600}
.hint{color:#495057}
</style></head>
<body><main>${body}</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) throw new Error('Form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider; resolves once it listens. */
export async function startDevOidcProvider(options: DevOidcProviderOptions): Promise<DevOidcProvider> {
  // Loaded here: a development dependency, never needed by a production start.
  const { default: Provider } = await import('oidc-provider');
  const clientId = options.clientId ?? DEV_OIDC_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEV_OIDC_CLIENT_SECRET;
  const title = options.title ?? 'Markwell development sign-in';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'dev-key', use: 'sig', alg: 'RS256' };
  const byEmail = new Map(options.users.map((u) => [u.email.toLowerCase(), u]));

  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Markwell',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Short lives, as a real provider's; set, so oidc-provider does not print a notice for each.
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const user = byEmail.get(id);
      return user
        ? { accountId: id, claims: () => ({ sub: id, email: id, email_verified: true, name: user.name }) }
        : undefined;
    },
  });

  const send = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  };

  const loginPage = (uid: string, error = '', email = '') =>
    page(
      title,
      `<h1>${escapeHtml(title)}</h1>
<p class="hint">A test identity provider on this machine. Sign in with a demo account's e-mail address and the password ${escapeHtml(options.password)}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
    );

  const consentPage = (uid: string, clientName: string, email: string) =>
    page(
      `Allow ${clientName}?`,
      `<h1>Allow ${escapeHtml(clientName)} to sign you in?</h1>
<p>You are signed in as <strong>${escapeHtml(email)}</strong>.</p>
<p>${escapeHtml(clientName)} asks for your e-mail address and your name.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit" class="secondary">Cancel</button></form>`,
    );

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, page('Sign-in', '<h1>This sign-in is no longer valid</h1>'));
    if (req.method === 'GET' && !action) {
      if (details.prompt.name === 'login') return send(res, 200, loginPage(uid));
      return send(res, 200, consentPage(uid, 'Markwell', String(details.session?.accountId ?? '')));
    }
    if (req.method !== 'POST') return send(res, 405, page('Sign-in', '<h1>Not allowed</h1>'));
    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled signing in.' },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'login' && details.prompt.name === 'login') {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!byEmail.has(email) || form.get('password') !== options.password) {
        return send(res, 200, loginPage(uid, 'Wrong e-mail address or password.', email));
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: email } },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'confirm' && details.prompt.name === 'consent') {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    return send(res, 400, page('Sign-in', '<h1>This step does not fit the sign-in: start again</h1>'));
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return handle(req, res);
    interaction(req, res, match[1]!, match[2]).catch((err: unknown) => {
      if (!res.headersSent) {
        const message = err instanceof Error ? err.message : 'failed';
        send(res, 400, page('Sign-in', `<h1>Signing in failed</h1><p>${escapeHtml(message)}</p>`));
      }
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
