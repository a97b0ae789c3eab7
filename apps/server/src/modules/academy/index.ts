// What other modules may use from the academy module: its routes (teachers' and content staff's).
export { default as academyRoutes } from './academy.routes';
export { default as academyStaffRoutes } from './academy-staff.routes';
