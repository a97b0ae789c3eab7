// Public surface of the auth module: its routes, and the user lookup the auth plugin runs per request.
export { default as authRoutes } from './auth.routes';
export { createActiveUserFinder } from './auth.service';
