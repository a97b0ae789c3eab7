// Public surface of the school-admin module for other modules.
export { default as schoolAdminRoutes } from './school-admin.routes';
export { createSchoolAdminService, type SchoolAdminService } from './school-admin.service';
