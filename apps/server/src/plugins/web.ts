import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MARKETING_SCRIPT_META } from '@markwell/contracts/app-pages';
import { escapeHtml } from '../lib/html';
import { serverRoot } from '../lib/server-root';

/** What a public page tells search engines and link previews, rendered into <head> by the server. */
export interface PageHead {
  title: string;
  description?: string | null;
  keywords?: string | null;
  author?: string | null;
  canonicalUrl?: string | null;
  og?: Record<string, string | null | undefined>;
  twitter?: Record<string, string | null | undefined>;
  /** HTTP status of the shell for this path (404 when the resolver knows the page is missing). */
  status?: number;
}

/** Resolves the head of a URL path, or null when this resolver does not know the path. */
export type PageHeadResolver = (path: string) => Promise<PageHead | null>;

/**
 * HTML rendered inside the app's root element for a URL path (null: nothing): what crawlers that
 * run no script read of the page. The web app replaces it when it starts.
 */
export type ShellBodyResolver = (path: string) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyInstance {
    addPageHead(resolver: PageHeadResolver): void;
    addShellBody(resolver: ShellBodyResolver): void;
    /** Sends the SPA shell with the head of `path` (and the status given). */
    sendAppShell(request: FastifyRequest, reply: FastifyReply, status?: number): Promise<FastifyReply>;
  }
}

const DEFAULT_HEAD: PageHead = {
  title: 'Markwell: online exams and assignments that mark themselves',
  description:
    'Markwell helps schools set, sit and mark exams and assignments online, with live progress for teachers.',
};

export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, value: string | null | undefined) => {
    if (value) tags.push(`<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(value)}">`);
  };
  meta('name', 'description', head.description);
  meta('name', 'keywords', head.keywords);
  meta('name', 'author', head.author);
  for (const [k, v] of Object.entries(head.og ?? {})) meta('property', `og:${k}`, v);
  for (const [k, v] of Object.entries(head.twitter ?? {})) meta('name', `twitter:${k}`, v);
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  return tags.join('\n    ');
}

/**
 * Serves the built web app from the same process: static assets, and for any other GET that
 * wants HTML the SPA shell, with the page's own <head> rendered in before any script runs.
 */
export default fp(
  async function web(app: FastifyInstance) {
    const dist = resolve(app.env.WEB_DIST ?? join(serverRoot, '../web/dist'));
    const indexFile = join(dist, 'index.html');
    const resolvers: PageHeadResolver[] = [];
    app.decorate('addPageHead', (r: PageHeadResolver) => void resolvers.push(r));
    const bodyResolvers: ShellBodyResolver[] = [];
    app.decorate('addShellBody', (r: ShellBodyResolver) => void bodyResolvers.push(r));

    // Where the public site finds the marketing script it loads (none unless configured).
    const marketingMeta = app.env.MARKETING_SCRIPT_URL
      ? `<meta name="${MARKETING_SCRIPT_META}" content="${escapeHtml(app.env.MARKETING_SCRIPT_URL)}">`
      : '';
    let template: string | null = null;
    const readTemplate = () => {
      // Re-read in development so a rebuilt web app is picked up without restarting.
      if (template && app.env.NODE_ENV === 'production') return template;
      template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
      return template;
    };

    async function headFor(path: string): Promise<PageHead> {
      for (const resolver of resolvers) {
        const head = await resolver(path);
        if (head) return head;
      }
      return DEFAULT_HEAD;
    }

    app.decorate('sendAppShell', async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
      const html = readTemplate();
      if (!html) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built. Run `npm start` (it builds it) or `npm run build -w @markwell/web`.');
      }
      const path = request.url.split('?')[0] ?? '/';
      // Shell content is extra for crawlers: a failing resolver leaves it out, never the page.
      const bodyOf = (r: ShellBodyResolver) =>
        r(path).catch((err: unknown) => {
          request.log.error({ err }, 'shell body resolver failed');
          return null;
        });
      const [head, ...bodies] = await Promise.all([headFor(path), ...bodyResolvers.map(bodyOf)]);
      const body = bodies.filter(Boolean).join('');
      return reply
        .code(head.status ?? status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          html
            .replace('<!--app-head-->', renderHead(head) + marketingMeta)
            .replace(/<title>Markwell<\/title>/, '')
            .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`),
        );
    });

    if (existsSync(join(dist, 'assets'))) {
      await app.register(fastifyStatic, {
        root: join(dist, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        maxAge: '365d',
        immutable: true,
        // The web build writes x.js.br and x.js.gz next to each asset (vite.config.ts): sent as
        // they are to clients that accept them, no compression work per request.
        preCompressed: true,
      });
    }
    for (const file of ['favicon.svg', 'favicon.ico']) {
      if (existsSync(join(dist, file))) {
        app.get(`/${file}`, { config: { access: 'public' }, schema: { hide: true } }, (_req, reply) =>
          reply.type(file.endsWith('svg') ? 'image/svg+xml' : 'image/x-icon').send(readFileSync(join(dist, file))),
        );
      }
    }
  },
  { name: 'web' },
);
