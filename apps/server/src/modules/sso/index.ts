// Public surface of the sso module for other modules.
export { default as ssoRoutes } from './sso.routes';
