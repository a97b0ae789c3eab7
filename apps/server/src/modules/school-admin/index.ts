// Public surface of the school-admin module for other modules.
export { createSchoolAdminService, generatePassword, type SchoolAdminService } from './school-admin.service';
