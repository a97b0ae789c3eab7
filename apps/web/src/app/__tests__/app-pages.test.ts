import { appPagePatterns, isAppPage } from '@markwell/contracts/app-pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../router';
import { signedInRoutes } from '../signed-in-routes';

// The whole tree as the app resolves it: the public part (entry) first, then the lazily loaded rest.
const appRoutes = [...publicRoutes, ...signedInRoutes];
const NOT_FOUND = '/*';

/** The full path pattern of every page (leaf or index route) of a route tree. */
function pagePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    let path = parent;
    if (!route.index && route.path !== undefined) {
      path = route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    }
    if (route.children?.length) return pagePatterns(route.children, path);
    return [path || '/'];
  });
}

/** A concrete path for a pattern: each parameter and the splat filled in. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7').replace(/\*$/, 'about-us');

// Route files as written, to prove they take their paths from the shared list.
const routeSources = import.meta.glob(
  ['../*-routes.ts', '../*-routes.tsx', '../router.tsx', '../../features/*/routes.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

describe('the shared list of app pages', () => {
  it('is exactly the pages of the router’s tree, besides its 404 screen', () => {
    const routed = pagePatterns(appRoutes);
    expect(routed.filter((p) => p === NOT_FOUND)).toHaveLength(1);
    const pages = routed.filter((p) => p !== NOT_FOUND);
    expect(new Set(pages).size).toBe(pages.length);
    expect([...pages].sort()).toEqual([...appPagePatterns].sort());
  });

  it('is where every route file takes its paths from (no second copy)', () => {
    const files = Object.keys(routeSources);
    expect(files.length).toBeGreaterThan(10);
    const literals = files.flatMap((file) =>
      [...routeSources[file]!.matchAll(/\bpath:\s*(['"`])([^'"`]*)\1/g)]
        .map((m) => m[2]!)
        .filter((path) => path !== '*')
        .map((path) => `${file}: ${path}`),
    );
    expect(literals).toEqual([]);
  });

  it('matches paths as the router does', () => {
    for (const pattern of appPagePatterns) {
      for (const path of [sample(pattern), `${sample(pattern)}/`, sample(pattern).toUpperCase()]) {
        const leaf = matchRoutes(appRoutes, path)?.at(-1);
        expect([path, leaf?.route.path === '*']).toEqual([path, false]);
        expect([path, isAppPage(path)]).toEqual([path, true]);
      }
    }
    for (const path of [
      '/nowhere',
      '/teacher/nowhere',
      '/messages/new/extra',
      '/student/assignments/7/x',
      '/login/x',
    ]) {
      const leaf = matchRoutes(appRoutes, path)?.at(-1);
      expect([path, leaf?.route.path]).toEqual([path, '*']);
      expect([path, isAppPage(path)]).toEqual([path, false]);
    }
  });
});
