import { appPages } from '@markwell/contracts/app-pages';
import type { RouteObject } from 'react-router';

/**
 * The school's subscription and invoices, children of `/school` (school admins; the owner changes
 * the plan): /school/subscription, /school/invoices, /school/invoices/:id. Mounted by
 * src/app/feature-routes.ts.
 */
export const schoolBillingRoutes: RouteObject[] = [
  {
    path: appPages.school.subscription,
    lazy: () => import('./components/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: appPages.school.invoices,
    lazy: () => import('./components/InvoicesPage').then((m) => ({ Component: m.InvoicesPage })),
  },
  {
    path: appPages.school.invoice,
    lazy: () => import('./components/InvoicePage').then((m) => ({ Component: m.InvoicePage })),
  },
];

/**
 * Every school's invoices, children of `/admin` (platform admin): /admin/invoices, where they are
 * marked paid, and /admin/invoices/:id, the printable invoice.
 */
export const adminBillingRoutes: RouteObject[] = [
  {
    path: appPages.admin.invoices,
    lazy: () => import('./components/AdminInvoicesPage').then((m) => ({ Component: m.AdminInvoicesPage })),
  },
  {
    path: appPages.admin.invoice,
    lazy: () => import('./components/InvoicePage').then((m) => ({ Component: m.AdminInvoicePage })),
  },
];

/** Subject prices, a child of `/staff` (content staff): /staff/prices. */
export const staffPricesRoutes: RouteObject[] = [
  {
    path: appPages.staff.prices,
    lazy: () => import('./components/PricesPage').then((m) => ({ Component: m.PricesPage })),
  },
];
