import type { Role } from '@markwell/contracts/auth';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE_HOME } from '../../lib/auth/roles';
import { NAVIGATION } from '../../lib/navigation';
import { routes } from '../../lib/paths';
import { publicRoutes } from '../router';
import { signedInRoutes } from '../signed-in-routes';

// The whole tree as the app resolves it: the public part (entry) first, then the lazily loaded rest.
const appRoutes = [...publicRoutes, ...signedInRoutes];

/**
 * The route pattern a path lands on in the real route tree, or null when it only reaches the
 * 404 catch-all or a dynamic segment (a static link matched by `:id` is a dead link too:
 * "/staff/questions/synonyms" must not be taken for question "synonyms").
 */
function landsOn(path: string): string | null {
  const matches = matchRoutes(appRoutes, path);
  if (!matches || matches.length === 0) return null;
  if (matches.some(({ route }) => route.path?.includes('*') || route.path?.includes(':'))) return null;
  const leaf = matches[matches.length - 1]!;
  if (!leaf.route.element && !leaf.route.Component && !leaf.route.lazy) return null;
  return leaf.pathnameBase;
}

const ROLES = Object.keys(NAVIGATION) as Role[];

describe('navigation', () => {
  it('the checker reports dead links', () => {
    expect(landsOn('/teacher/nowhere')).toBeNull();
    expect(landsOn('/messages/new/extra')).toBeNull();
    expect(landsOn('/messages')).toBe('/messages');
    expect(landsOn('/teacher/classes/4')).toBeNull(); // dynamic: fine as a target, not as a static link
    expect(landsOn('/teacher/classes')).toBe('/teacher/classes');
    expect(landsOn('/admin')).toBe('/admin');
  });

  it.each(ROLES)('every %s area (header links and home cards) is a real screen of that role', (role) => {
    const dead = NAVIGATION[role].filter((section) => landsOn(section.to) !== section.to).map((s) => s.to);
    expect(dead).toEqual([]);
    // Platform admins may also use the content staff area (the server's STAFF rule admits them).
    const own = role === 'admin' ? [`${ROLE_HOME.admin}/`, ROLE_HOME.staff] : [`${ROLE_HOME[role]}/`];
    for (const section of NAVIGATION[role]) expect(own.some((p) => section.to.startsWith(p))).toBe(true);
  });

  it('labels and targets are unique per role', () => {
    for (const role of ROLES) {
      const sections = NAVIGATION[role];
      expect(new Set(sections.map((s) => s.to)).size).toBe(sections.length);
      expect(new Set(sections.map((s) => s.label)).size).toBe(sections.length);
    }
  });

  it('role homes and the header links resolve', () => {
    for (const home of Object.values(ROLE_HOME)) expect(landsOn(home)).toBe(home);
    expect(landsOn(routes.notifications)).toBe(routes.notifications);
    expect(landsOn(routes.login)).toBe(routes.login);
  });

  it('keeps every area a role can open', () => {
    expect(NAVIGATION.teacher.map((s) => s.to)).toEqual([
      routes.teacher.classes,
      routes.teacher.questionBank,
      routes.teacher.examTemplates,
      routes.teacher.assignments,
      routes.teacher.dashboards,
      routes.teacher.mocks,
      routes.teacher.practiceReview,
      routes.teacher.academy,
    ]);
    expect(NAVIGATION.admin.map((s) => s.to)).toEqual([
      routes.admin.schools,
      routes.admin.users,
      routes.admin.newSchool,
      routes.admin.inbox,
      routes.admin.invoices,
      routes.admin.signIn,
      routes.admin.mailbox,
      routes.staff.home,
    ]);
    expect(NAVIGATION.schooladmin.map((s) => s.to)).toEqual([
      routes.school.teachers,
      routes.school.classes,
      routes.school.students,
      routes.school.dashboards,
      routes.school.signIn,
      routes.school.roster,
      routes.school.subscription,
      routes.school.invoices,
      routes.school.mocks,
      routes.school.audit,
      routes.school.dataProtection,
    ]);
    expect(NAVIGATION.staff.map((s) => s.to)).toEqual([
      routes.staff.questions,
      routes.staff.questionImport,
      routes.staff.quizQuestions,
      routes.staff.synonyms,
      routes.staff.machinePhrases,
      routes.staff.pages,
      routes.staff.homeSections,
      routes.staff.menus,
      routes.staff.tips,
      routes.staff.seo,
      routes.staff.blog,
      routes.staff.lessons,
      routes.staff.academy,
      routes.staff.prices,
      routes.staff.examTemplates,
      routes.staff.mocks,
    ]);
  });
});
