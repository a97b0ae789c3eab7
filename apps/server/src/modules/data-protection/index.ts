export { default as dataProtectionRoutes, RETENTION_QUEUE } from './data-protection.routes';
