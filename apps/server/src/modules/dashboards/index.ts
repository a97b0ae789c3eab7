// Public surface of the dashboards module for other modules.
export { default as dashboardsRoutes } from './dashboards.routes';
