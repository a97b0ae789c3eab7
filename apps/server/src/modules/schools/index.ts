// Public surface of the schools module for other modules.
export { default as schoolsRoutes } from './schools.routes';
export { createSchoolScope, type SchoolScope } from './schools.policy';
