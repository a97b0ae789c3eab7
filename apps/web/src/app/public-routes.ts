/**
 * The `public` slot: feature routes mounted under the public layout (no login). This file is
 * part of the ENTRY bundle (router.tsx), so it may only import route objects whose pages load
 * lazily, and those pages must stay light: no Mantine, no zod, no TanStack Query (fetch with
 * lib/use-resource and lib/use-action instead). Budget: < 100 KB gzip of JS per public page,
 * check with `node scripts/bundle-size.mjs` (ADR 0003).
 */
import type { RouteObject } from 'react-router';
import { passwordResetRoutes } from '../features/auth/routes';
import { publicSiteRoutes } from '../features/public-site/routes';
import { registrationRoutes } from '../features/registration/routes';

export const publicFeatureRoutes: RouteObject[] = [...publicSiteRoutes, ...passwordResetRoutes, ...registrationRoutes];
