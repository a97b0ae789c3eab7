// Public surface of the accounts module (the platform admin's account tools): its routes.
export { default as accountsRoutes } from './accounts.routes';
