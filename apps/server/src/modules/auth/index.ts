// Public surface of the auth module: its routes and jobs, the user lookup the auth plugin runs per
// request, the one-time passwords admins give (school admin and platform admin modules), and the
// device cookie another way of signing in (a school's identity provider) sets.
export { default as authRoutes } from './auth.routes';
export { default as authJobs } from './auth.jobs';
export { createActiveUserFinder, createOneTimePasswords, createSignInDeviceCookies } from './auth.service';
