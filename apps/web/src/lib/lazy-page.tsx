import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route element whose code is loaded on first render (React.lazy). The layouts hold the
 * Suspense boundaries, so a route needs nothing else:
 *   { path: 'teachers', element: lazyPage(() => import('./pages/TeachersPage'), (m) => m.TeachersPage) }
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
  return <Page />;
}
