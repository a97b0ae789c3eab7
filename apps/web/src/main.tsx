import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './components/ErrorBoundary';
// Remembers the last focused control from the first page on, for dialogs to return focus to.
import './lib/focus-return';
// Before the router: editors with unsaved edits must hear of back/forward first.
import './lib/popstate-guard';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Providers that cost bytes (TanStack Query, Mantine) are not here: lazily loaded parts
// bring them (lib/query.tsx, app/layouts/AppLayout.tsx) so the public entry stays light.
createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
