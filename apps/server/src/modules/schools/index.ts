// Public surface of the schools module for other modules.
export { createSchoolScope, type SchoolScope } from './school-scope';
