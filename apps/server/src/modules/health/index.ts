// What other modules may use from the health module.
export { default as healthRoutes } from './health.routes';
