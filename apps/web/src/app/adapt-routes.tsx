/**
 * Lets feature route files be written as for a data router (`lazy: () => import(...).then(m =>
 * ({ Component: m.X }))`) while the app runs React Router in declarative mode (ADR 0003):
 * a `lazy` function becomes a React.lazy element. For public routes it also supplies the
 * TanStack Query provider, loaded together with the page, so public pages that use queries
 * work without putting TanStack into the entry bundle.
 *
 * Supported on feature routes: path, index, caseSensitive, children, element, Component and a
 * `lazy` FUNCTION returning { Component } or { element }. Not supported (data-router only):
 * loader, action, errorElement/ErrorBoundary, handle, shouldRevalidate, the object form of lazy.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

type LazyModule = { Component?: ComponentType | null; element?: ReactNode };

const QueryProviderLazy = lazy(() => import('../lib/query').then((m) => ({ default: m.QueryProvider })));

function withQueryProvider(node: ReactNode): ReactNode {
  return <QueryProviderLazy>{node}</QueryProviderLazy>;
}

function lazyElement(load: () => Promise<unknown>, withQuery: boolean): ReactNode {
  const Page = lazy(async () => {
    const [mod, query] = await Promise.all([
      load() as Promise<LazyModule>,
      withQuery ? import('../lib/query') : Promise.resolve(null),
    ]);
    const Inner: ComponentType = mod.Component ?? (() => <>{mod.element ?? null}</>);
    if (!query) return { default: Inner };
    const { QueryProvider } = query;
    return {
      default: () => (
        <QueryProvider>
          <Inner />
        </QueryProvider>
      ),
    };
  });
  return <Page />;
}

/** Converts feature routes for useRoutes; `withQuery` for slots outside the app layout. */
export function adaptRoutes(routes: readonly RouteObject[], { withQuery }: { withQuery: boolean }): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, Component, element, children, ...rest } = route as RouteObject & { children?: RouteObject[] };
    let node: ReactNode = element ?? (Component ? <Component /> : undefined);
    if (typeof load === 'function') node = lazyElement(load as () => Promise<unknown>, withQuery);
    else if (load) throw new Error(`Route ${route.path ?? '(index)'}: only a lazy function is supported`);
    else if (withQuery && node !== undefined) node = withQueryProvider(node);
    const adapted = { ...rest, element: node } as RouteObject;
    if (children) (adapted as { children?: RouteObject[] }).children = adaptRoutes(children, { withQuery });
    return adapted;
  });
}
