// Public surface of the auth module: its routes, the user lookup the auth plugin runs per
// request, and the one-time passwords admins give (school admin and platform admin modules).
export { default as authRoutes } from './auth.routes';
export { createActiveUserFinder, createOneTimePasswords } from './auth.service';
