/**
 * Lets feature route files be written as for a data router (`lazy: () => import(...).then(m =>
 * ({ Component: m.X }))`) while the app runs React Router in declarative mode (ADR 0003):
 * a `lazy` function becomes a React.lazy element.
 *
 * Supported on feature routes: path, index, caseSensitive, children, element, Component and a
 * `lazy` FUNCTION returning { Component } or { element }. Not supported (data-router only):
 * loader, action, errorElement/ErrorBoundary, handle, shouldRevalidate, the object form of lazy.
 *
 * No providers are added here: signed-in routes sit inside the app layout (Mantine + TanStack
 * Query); public routes get none (they fetch with lib/use-resource, see ADR 0003).
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

type LazyModule = { Component?: ComponentType | null; element?: ReactNode };

function lazyElement(load: () => Promise<unknown>): ReactNode {
  const Page = lazy(async () => {
    const mod = (await load()) as LazyModule;
    const Inner: ComponentType = mod.Component ?? (() => <>{mod.element ?? null}</>);
    return { default: Inner };
  });
  return <Page />;
}

/** Converts feature routes for useRoutes. */
export function adaptRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, Component, element, children, ...rest } = route as RouteObject & { children?: RouteObject[] };
    let node: ReactNode = element ?? (Component ? <Component /> : undefined);
    if (typeof load === 'function') node = lazyElement(load as () => Promise<unknown>);
    else if (load) throw new Error(`Route ${route.path ?? '(index)'}: only a lazy function is supported`);
    const adapted = { ...rest, element: node } as RouteObject;
    if (children) (adapted as { children?: RouteObject[] }).children = adaptRoutes(children);
    return adapted;
  });
}
