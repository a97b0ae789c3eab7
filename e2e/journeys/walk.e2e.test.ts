import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, login, newPage, walkLinks } from '../support';
import { startServer, type RunningServer } from '../support/server';

/** A phone in portrait: the narrowest screen the app is laid out for. */
const PHONE = { width: 360, height: 740 };

const ROLES = [
  ['visitor', null, '/'],
  ['student', DEMO_ACCOUNTS.student, '/student'],
  ['teacher', DEMO_ACCOUNTS.teacher, '/teacher'],
  ['school admin', DEMO_ACCOUNTS.schoolAdmin, '/school'],
  ['content staff', DEMO_ACCOUNTS.staff, '/staff'],
  ['platform admin', DEMO_ACCOUNTS.admin, '/admin'],
] as const;

/**
 * Each role walks its area on a phone, following every in-app link (menus, lists, notifications)
 * two clicks deep: no link may land on the 404 screen, and no page may scroll sideways
 * (document.documentElement.scrollWidth <= innerWidth at 360 px).
 */
describe('walking every link on a phone', () => {
  // Opening every page reads the demo users' messages and notifications, which other journeys
  // count: the walk gets a server and database of its own, and every journey stays independent.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ name: 'walk-server' });
  });
  afterAll(() => server?.stop());

  for (const [role, account, home] of ROLES) {
    it(`as ${role}: no dead link, nothing wider than the screen`, { timeout: 240_000 }, async () => {
      const page = await newPage({ ...PHONE, baseURL: server.baseURL });
      if (account) await login(page, account);
      const { visited, problems } = await walkLinks(page, home, { maxPages: 45, depth: 2 });
      expect(visited.length, `pages visited from ${home}`).toBeGreaterThan(3);
      expect(problems.map((p) => `${p.path} (linked from ${p.from}) ${p.problem}`)).toEqual([]);
    });
  }
});
