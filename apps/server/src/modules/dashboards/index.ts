// Public surface of the dashboards module for other modules.
export { default as dashboardsRoutes } from './dashboards.routes';
// A student's own figures, read as the dashboards read them (the learning module's progress and revision).
export { createStudentFigures, type StudentFigures } from './student-figures';
