// Public surface of the dashboards module for other modules.
export { default as dashboardsRoutes } from './dashboards.routes';
// The dashboards' reads, for the benchmarks (bench/learning.ts).
export { createDashboardsRepository } from './dashboards.repository';
export { createLiveDataService } from './live-data.service';
export { createProgressService } from './progress.service';
// A student's own figures, read as the dashboards read them (the learning module's progress and revision).
export { createStudentFigures, type StudentFigures } from './student-figures';
