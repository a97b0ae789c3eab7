// The movable clock of test servers (TEST_CLOCK=on): registered by app.ts, never in production.
export { testClockRoutes } from './test-clock.routes';
