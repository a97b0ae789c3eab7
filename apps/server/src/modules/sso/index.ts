// Public surface of the sso module for other modules.
export { default as ssoRoutes } from './sso.routes';
export { createSecretBox } from './secret-box';
export { CALLBACK_PATH } from './sso.service';
