export { default as dataProtectionRoutes } from './data-protection.routes';
export { default as dataProtectionJobs, RETENTION_QUEUE } from './data-protection.jobs';
